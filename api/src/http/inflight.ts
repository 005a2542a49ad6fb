/** Idempotent requests running in this instance, so same-instance duplicates wait on them. */
export type InflightRequests = Map<string, Promise<unknown>>;

export function createInflightRequests(): InflightRequests {
  return new Map();
}
