import type { KeyObject } from 'node:crypto';
import type { Logger } from 'pino';
import type { Clock, Sleep } from './clock.js';
import type { Config } from './config.js';
import type { Crash } from './crash-points.js';
import type { Database } from './db/connect.js';
import type { Lifecycle } from './lifecycle.js';
import type { MarketData } from './market-data/provider.js';
import type { Metrics } from './metrics/metrics.js';
import type { FileStorage } from './storage/file-storage.js';

/**
 * What every service needs, built once at start-up and handed down (no module-level state).
 *
 * This file declares the plumbing's fields only, and imports nothing above the plumbing
 * (docs/architecture.md#layers): no module, no http, no realtime. A module that keeps state
 * for the life of the process adds its own fields with TypeScript module augmentation, in its
 * own `context.ts` (modules/investments/context.ts: the purchase writer and offers), which also
 * exports the function that builds them; the wiring (server.ts) calls those functions, so
 * leaving one out fails to compile. Plumbing code reads only the fields declared here.
 */
export interface AppContext {
  config: Config;
  db: Database;
  /** The pool (db.knex): repos take it, or a transaction of it, as their Db. */
  knex: Database['knex'];
  clock: Clock;
  /** Waits out the sign-in slow-down (a timer; tests hand in one they control). */
  sleep: Sleep;
  log: Logger;
  /** HMAC key of access tokens and of the console's CSRF tokens (see jwtKey). */
  jwtSecret: KeyObject;
  storage: FileStorage;
  /** Market-data sources of the admin catalogue and price feed (offline catalogue by default). */
  marketData: MarketData;
  /** Idempotent requests running in this instance, so duplicates can wait on them (http/idempotency.ts). */
  inflight: InflightRequests;
  /** Where crash tests make the process die (a no-op unless TRADESIM_TEST_CRASH_AT is set). */
  crash: Crash;
  /** Whether this instance is shutting down (readiness answers 503 then). */
  lifecycle: Lifecycle;
  /** This instance's Prometheus figures (served at /api/metrics when METRICS_TOKEN is set). */
  metrics: Metrics;
}

/**
 * Idempotent requests running in this instance, by owner and key. Declared here rather than in
 * http/, which uses it, because http imports this file: the lower of the two holds what both need.
 */
export type InflightRequests = Map<string, Promise<unknown>>;

export type { Db } from './db/handle.js';
