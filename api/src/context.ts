import type { KeyObject } from 'node:crypto';
import type { Logger } from 'pino';
import type { Clock, Sleep } from './clock.js';
import type { Config } from './config.js';
import type { Crash } from './crash-points.js';
import type { Database } from './db/connect.js';
import type { InflightRequests } from './http/inflight.js';
import type { Lifecycle } from './lifecycle.js';
import type { MarketData } from './market-data/provider.js';
import type { Metrics } from './metrics/metrics.js';
import type { PasswordHasher } from './modules/auth/passwords.js';
import type { PurchaseOfferCache } from './modules/investments/purchase-offers.js';
import type { PurchaseWriter } from './modules/investments/purchase-types.js';
import type { CodeAttempts } from './modules/mfa/attempts.js';
import type { MarketView } from './modules/market/market-view.js';
import type { SessionView } from './modules/sessions/session-view.js';
import type { FileStorage } from './storage/file-storage.js';

/** What every service needs, built once at start-up and handed down (no module-level state). */
export interface AppContext {
  config: Config;
  db: Database;
  /** The pool (db.knex): repos take it, or a transaction of it, as their Db. */
  knex: Database['knex'];
  clock: Clock;
  /** Waits out the sign-in slow-down (a timer; tests hand in one they control). */
  sleep: Sleep;
  log: Logger;
  /** HMAC key of access tokens (see jwtKey). */
  jwtSecret: KeyObject;
  passwords: PasswordHasher;
  storage: FileStorage;
  /** Market-data sources of the admin catalogue and price feed (offline catalogue by default). */
  marketData: MarketData;
  /** Idempotent requests running in this instance, so duplicates can wait on them. */
  inflight: InflightRequests;
  /** What the market offered at the last purchases here; re-checked by every purchase's write. */
  purchaseOffers: PurchaseOfferCache;
  /** Writes purchases, several at once when they arrive together (group commit). */
  purchaseWriter: PurchaseWriter;
  /** Where crash tests make the process die (a no-op unless TRADESIM_TEST_CRASH_AT is set). */
  crash: Crash;
  /** Whether this instance is shutting down (readiness answers 503 then). */
  lifecycle: Lifecycle;
  /** This instance's Prometheus figures (served at /api/metrics when METRICS_TOKEN is set). */
  metrics: Metrics;
  /** The catalogue, durations and trading limits in memory, kept current by events. */
  marketView: MarketView;
  /** The sessions behind recent requests in memory, forgotten as their endings commit. */
  sessionView: SessionView;
  /** Wrong second-factor codes per account (modules/mfa/attempts.ts). */
  codeAttempts: CodeAttempts;
}

export type { Db } from './db/handle.js';
