const minuteMs = 60_000;
const hourMs = 60 * minuteMs;

/** How long ago a moment was, as a list says it: "just now", "5 min ago", "3 h ago", "4 days ago". */
export function formatAge(at: string, now: number): string {
  const elapsed = now - Date.parse(at);
  if (elapsed < minuteMs) return 'just now';
  if (elapsed < hourMs) return `${Math.floor(elapsed / minuteMs)} min ago`;
  if (elapsed < 48 * hourMs) return `${Math.floor(elapsed / hourMs)} h ago`;
  return `${Math.floor(elapsed / (24 * hourMs))} days ago`;
}

/** How long until a moment: "in 12 min", "in 71 h", or "passed". */
export function formatTimeLeft(until: string, now: number): string {
  const left = Date.parse(until) - now;
  if (left <= 0) return 'passed';
  if (left < hourMs) return `in ${Math.max(1, Math.floor(left / minuteMs))} min`;
  return `in ${Math.floor(left / hourMs)} h`;
}
