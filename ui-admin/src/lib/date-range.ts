/**
 * A list's period as the console keeps it: whole local days, `YYYY-MM-DD` as a date input and
 * the URL spell them, both ends included. The API takes instants with `to` exclusive, so the
 * last day runs to the start of the day after it, where the staff member is.
 */
export interface DayRange {
  from: string;
  to: string;
}

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Local midnight at the start of `day` (YYYY-MM-DD), or null when it is not a real day. */
function startOfDay(day: string, plusDays = 0): Date | null {
  const match = dayPattern.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const start = new Date(year, month, date + plusDays);
  const check = new Date(year, month, date);
  return check.getFullYear() === year && check.getMonth() === month && check.getDate() === date
    ? start
    : null;
}

/** A day from the URL, kept only when it is a real calendar day. */
export function validDay(value: string | null): string {
  return value && startOfDay(value) ? value : '';
}

/** The instants the API filters by; an end before the start is dropped (the inputs forbid it). */
export function rangeQuery(range: DayRange): { from?: string; to?: string } {
  const from = startOfDay(range.from);
  const to = startOfDay(range.to, 1);
  if (from && to && to <= from) return { from: from.toISOString() };
  return {
    ...(from ? { from: from.toISOString() } : {}),
    ...(to ? { to: to.toISOString() } : {}),
  };
}

/** A file name part for an export of the period: `2026-11-01_2026-11-26`, or '' without one. */
export function rangeFileSuffix(range: DayRange): string {
  if (!range.from && !range.to) return '';
  return `-${range.from || 'start'}_${range.to || 'now'}`;
}

/** A list's URL parameters with the period (`from`, `to`) replaced, in one update. */
export function withRange(current: URLSearchParams, range: DayRange): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of ['from', 'to'] as const) {
    if (range[key]) next.set(key, range[key]);
    else next.delete(key);
  }
  return next;
}

/** The period a list's URL holds (`?from=&to=`), real days only. */
export function rangeFromParams(params: URLSearchParams): DayRange {
  return { from: validDay(params.get('from')), to: validDay(params.get('to')) };
}
