import type { InflightRequests } from '../context.js';

/** Idempotent requests running in this instance, so same-instance duplicates wait on them. */
export function createInflightRequests(): InflightRequests {
  return new Map();
}
