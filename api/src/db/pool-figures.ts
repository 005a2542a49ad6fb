import type { Knex } from 'knex';
import type { PoolFigures } from '../metrics/metrics.js';

/** knex's pool (tarn), as far as the metrics read it. */
interface TarnPool {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
}

/** The pool's connections in use and idle, and the requests waiting for one (0s before it exists). */
export function poolFigures(knex: Knex): PoolFigures {
  const pool = (knex.client as { pool?: TarnPool }).pool;
  if (!pool) return { used: 0, free: 0, pending: 0 };
  return { used: pool.numUsed(), free: pool.numFree(), pending: pool.numPendingAcquires() };
}
