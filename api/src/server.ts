import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { seededRng } from '@tradesim/core';
import { realtimePath } from '@tradesim/core/contract';
import { migrateToLatest, seedDemoData } from '@tradesim/migrations';
import pino, { type Logger } from 'pino';
import { allJobs } from './all-jobs.js';
import { ensureFirstAdmin, type FirstAdminOutcome } from './bootstrap/first-admin.js';
import { loadJwtSecret } from './bootstrap/jwt-secret.js';
import { type Clock, type Sleep, systemClock, testClock, timerSleep } from './clock.js';
import type { Config } from './config.js';
import type { AppContext } from './context.js';
import { crashAt } from './crash-points.js';
import { connectApiRole } from './db/api-role.js';
import { connectDatabase, type Database } from './db/connect.js';
import { poolFigures } from './db/pool-figures.js';
import { withStartupLock } from './db/startup-lock.js';
import { createApp } from './http/app.js';
import { answerClientError } from './http/client-error.js';
import { createInflightRequests } from './http/inflight.js';
import { createScheduler, type Scheduler } from './jobs/scheduler.js';
import { createLifecycle } from './lifecycle.js';
import { createMarketData } from './market-data/index.js';
import type { MarketData } from './market-data/provider.js';
import { createMetrics } from './metrics/metrics.js';
import { adminOpsContext } from './modules/admin-ops/context.js';
import { generateInitialPaymentQr } from './modules/admin-review/service.js';
import { enforceStaffPolicy } from './modules/admin-security/staff-policy.js';
import { recordAccessDenied } from './modules/audit/access-denied.js';
import { systemActor } from './modules/audit/service.js';
import { authenticator } from './modules/auth/authenticate.js';
import { authContext } from './modules/auth/context.js';
import { jwtKey } from './modules/auth/tokens.js';
import { stopBackgroundJobs } from './modules/background-jobs/runner.js';
import { investmentsContext } from './modules/investments/context.js';
import { marketContext } from './modules/market/context.js';
import { loadTickPrices } from './modules/market/price-tick.js';
import { mfaContext } from './modules/mfa/context.js';
import { sessionsContext } from './modules/sessions/context.js';
import { listLiveSessionExpiries } from './modules/sessions/repo.js';
import { isOwnTicket } from './modules/support/repo.js';
import { createRealtimeHub, type RealtimeHub } from './realtime/hub.js';
import type { OutboxEvent } from './realtime/outbox-repo.js';
import { onOutboxWritten } from './realtime/outbox-signal.js';
import { tailOutbox } from './realtime/outbox-tail.js';
import { findRepoRoot } from './repo-root.js';
import { allRoutes } from './routes.js';
import { databaseFileStorage } from './storage/file-storage.js';

export interface StartOptions {
  config: Config;
  /** An already connected database (tests); otherwise one is opened from the config. */
  db?: Database;
  clock?: Clock;
  /** How the sign-in slow-down waits (a timer unless a test hands in its own). */
  sleep?: Sleep;
  log?: Logger;
  /** Where ui-user/dist and ui-admin/dist are found; the checkout by default. */
  uiRoot?: string;
  /** Market-data sources other than the config's (tests hand in fakes). */
  marketData?: MarketData;
}

export interface RunningServer {
  url: string;
  port: number;
  ctx: AppContext;
  http: Server;
  firstAdmin: FirstAdminOutcome;
  demoSeeded: boolean;
  realtime: RealtimeHub;
  jobs: Scheduler;
  /**
   * The first half of a graceful shutdown (SIGTERM): turns unready, stops accepting connections,
   * closes WebSockets with 1012 so clients reconnect elsewhere, and waits for the requests in
   * flight to be answered, at most `graceMs` (default 10 s). `close()` does the rest.
   */
  drain(graceMs?: number): Promise<void>;
  close(): Promise<void>;
}

/** Connects, migrates, seeds on first run, makes sure an admin exists, and listens. */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  const { config } = options;
  const log = options.log ?? pino({ level: config.LOG_LEVEL, base: { service: 'tradesim-api' } });
  const clock = options.clock ?? (config.TRADESIM_TEST_CLOCK ? testClock() : systemClock());
  if (clock.adjustable)
    log.warn('TRADESIM_TEST_CLOCK is on: admins can move this server’s clock. Never use it in production.');
  const ownerDb =
    options.db ??
    (await connectDatabase({
      url: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      poolMax: config.DATABASE_POOL_MAX,
      now: () => clock.now().getTime(),
      log,
    }));
  // Start-up runs as the owner; everything after it as the API's restricted role, if it has one.
  let db = ownerDb;
  try {
    const jwtSecret = loadJwtSecret(config);
    const { ctx, demoSeeded, firstAdmin } = await withStartupLock(ownerDb, async () => {
      await migrateToLatest(ownerDb.knex);
      const now = clock.now();
      const seeded = config.SEED_DEMO
        ? await seedDemoData(ownerDb.knex, { now, rng: seededRng(now.toISOString()) })
        : false;
      db = await connectApiRole(ownerDb, jwtSecret);
      const ctx: AppContext = {
        config,
        db,
        knex: db.knex,
        clock,
        sleep: options.sleep ?? timerSleep,
        log,
        jwtSecret: jwtKey(jwtSecret),
        storage: databaseFileStorage,
        marketData: options.marketData ?? createMarketData(config),
        inflight: createInflightRequests(),
        crash: crashAt(config.TRADESIM_TEST_CRASH_AT, log),
        lifecycle: createLifecycle(),
        metrics: createMetrics({ processMetrics: config.METRICS_TOKEN !== undefined }),
        // Each module's own fields (its context.ts): the state it keeps for the process's life.
        ...adminOpsContext(allJobs),
        ...authContext(config),
        ...investmentsContext(db),
        ...marketContext(db),
        ...mfaContext(config),
        ...sessionsContext(db),
      };
      // The demo's deposit wallet gets its QR code drawn, so a fresh install shows one.
      if (seeded) await generateInitialPaymentQr(ctx, systemActor);
      return { ctx, demoSeeded: seeded, firstAdmin: await ensureFirstAdmin(ctx) };
    });
    if (db !== ownerDb && !options.db) await ownerDb.close();
    const app = createApp(ctx, {
      routes: allRoutes({ testClock: clock.adjustable }),
      guards: { authenticator, enforceStaffPolicy, recordRefusal: recordAccessDenied },
      repoRoot: options.uiRoot ?? findRepoRoot(),
    });
    const realtime = createRealtimeHub(ctx, {
      access: { authenticator, listLiveSessionExpiries, isOwnTicket },
      loadTick: async (tickId) => ({ tickId, prices: await loadTickPrices(db.knex, tickId) }),
      pingMs: 30_000,
      authTimeoutMs: 10_000,
    });
    ctx.metrics.watch({ pool: () => poolFigures(db.knex), webSocketClients: () => realtime.clientCount() });
    // The read models hear this process's commits at once and every instance's from the tail.
    const hear = (events: readonly OutboxEvent[]) => {
      ctx.marketView.hear(events);
      ctx.sessionView.hear(events);
    };
    const stopHearingCommits = onOutboxWritten(hear);
    const outbox = await tailOutbox(
      db,
      (events) => {
        hear(events);
        realtime.deliver(events);
      },
      log,
      {
        observeLag: (seconds) => ctx.metrics.outboxLag.observe(seconds),
      },
    );
    const jobs = createScheduler(ctx, allJobs);
    const http = app.listen(config.PORT, config.HOST);
    http.on('clientError', answerClientError);
    http.on('upgrade', (req, socket, head) => {
      if (new URL(req.url ?? '/', 'http://localhost').pathname === realtimePath)
        realtime.handleUpgrade(req, socket, head);
      else socket.destroy();
    });
    await once(http, 'listening');
    if (config.JOBS_ENABLED) jobs.start();
    const { port } = http.address() as AddressInfo;
    const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
    return {
      url: `http://${host}:${port}`,
      port,
      ctx,
      http,
      firstAdmin,
      demoSeeded,
      realtime,
      jobs,
      drain: (graceMs = 10_000) => drainServer({ ctx, http, realtime, graceMs }),
      close: async () => {
        await jobs.stop();
        await stopBackgroundJobs(ctx);
        await realtime.close();
        await outbox.close();
        stopHearingCommits();
        http.closeAllConnections();
        await new Promise<void>((resolve) => http.close(() => resolve()));
        if (db !== ownerDb || !options.db) await db.close();
      },
    };
  } catch (error) {
    if (db !== ownerDb) await db.close().catch(() => undefined);
    if (!options.db) await ownerDb.close().catch(() => undefined);
    throw error;
  }
}

/** See RunningServer.drain. */
async function drainServer(options: {
  ctx: AppContext;
  http: Server;
  realtime: RealtimeHub;
  graceMs: number;
}): Promise<void> {
  const { ctx, http, realtime, graceMs } = options;
  ctx.lifecycle.draining = true;
  const answered = new Promise<void>((resolve) => http.close(() => resolve()));
  realtime.closeForRestart();
  // A keep-alive connection closes once idle: at once if it is, or when its answer is sent.
  http.closeIdleConnections();
  const sweep = setInterval(() => http.closeIdleConnections(), 25);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, graceMs);
  });
  await Promise.race([answered, late]);
  clearInterval(sweep);
  clearTimeout(timer);
  // What is still open after the grace period is cut.
  http.closeAllConnections();
}
