const hour = 60 * 60 * 1000;
const day = 24 * hour;

/**
 * docs/product/admin-console.md#screens: "Just now" under an hour, "Nh ago" under a day, otherwise "Nd ago". A time
 * ahead of the clock (a server a little ahead of this machine) reads "Just now" too.
 */
export function formatRelativeAge(iso: string, now: number): string {
  const age = now - new Date(iso).getTime();
  if (age < hour) return 'Just now';
  if (age < day) return `${Math.floor(age / hour)}h ago`;
  return `${Math.floor(age / day)}d ago`;
}
