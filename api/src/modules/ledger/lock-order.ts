/**
 * The one order in which a transaction locks balance rows (docs/money.md#lock-order): ascending
 * user id, as PostgreSQL's `ORDER BY id` sorts the uuid column (byte by byte, which is the order
 * of its lower-case text). Two transactions that each lock several balances in this order wait
 * for each other in one direction only, never in a circle (a deadlock, 40P01). Each id once;
 * postings of platform accounts (no user, no row) are left out.
 */
export function inLockOrder(userIds: Iterable<string | null | undefined>): string[] {
  const byKey = new Map<string, string>();
  for (const id of userIds) {
    if (id && !byKey.has(id.toLowerCase())) byKey.set(id.toLowerCase(), id);
  }
  return [...byKey.keys()].sort().map((key) => byKey.get(key) as string);
}
