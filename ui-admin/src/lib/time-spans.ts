const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/**
 * A length of time as staff read it at a glance, rounded down to its largest unit: "less than a
 * minute", "12 min", "3 h", "2 days".
 */
export function formatSpan(ms: number): string {
  if (ms < minute) return 'less than a minute';
  if (ms < hour) return `${Math.floor(ms / minute)} min`;
  if (ms < day) return `${Math.floor(ms / hour)} h`;
  return plural(Math.floor(ms / day), 'day');
}

/** "expires in 2 days", or "expired" once the time has passed (a request lapses at 72 h). */
export function expiresText(expiresAt: string, now: number): string {
  const left = new Date(expiresAt).getTime() - now;
  return left > 0 ? `expires in ${formatSpan(left)}` : 'expired';
}

/** How long something has waited since `since`: "3 h". A time ahead of this clock is "less than a minute". */
export function waitedText(since: string, now: number): string {
  return formatSpan(Math.max(0, now - new Date(since).getTime()));
}

/** How long an account has existed, for deciding how far to trust it: "5 days", "3 months", "2 years". */
export function accountAgeText(joinedAt: string, now: number): string {
  const age = Math.max(0, now - new Date(joinedAt).getTime());
  if (age < day) return 'less than a day';
  const days = Math.floor(age / day);
  if (days < 60) return plural(days, 'day');
  const months = Math.floor(days / 30.44);
  if (months < 24) return plural(months, 'month');
  return plural(Math.floor(days / 365.25), 'year');
}
