import { encodeTrc20Address, seededRng } from '@tradesim/core';
import knexFactory, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/connect.js';
import { checkDrill, type DrillReport } from './support/drill/checks.js';
import { type Cluster, createCluster } from './support/drill/cluster.js';
import {
  type DrillState,
  nextOperation,
  type Op,
  type OperationContext,
  runOperation,
} from './support/drill/operations.js';
import { fundUser } from './support/funding.js';
import type { LooseJson } from './support/http.js';
import { createTestDatabase } from './support/test-database.js';
import { adminCredentials } from './support/test-server.js';

// The crash drill (Jepsen-style): two API processes on one PostgreSQL database serve concurrent
// purchases, sales, completions, deposits and their reviews, withdrawals, cancels and reviews,
// and admin adjustments, each with its own Idempotency-Key and retried with it after any lost
// answer, 503 or key in use, while the instances are killed with SIGKILL and restarted, paused
// with SIGSTOP and resumed, and their database connections terminated. Then checkDrill says what
// must hold. CI runs it for CRASH_DRILL_SECONDS (default 60); run it longer by hand:
//   CRASH_DRILL_SECONDS=600 TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres \
//     npx vitest run api/test/crash-drill.test.ts
// To see why an operation got stuck: CRASH_DRILL_LOG_LEVEL=warn and API_PROCESS_LOG=<file>
// write the API processes' logs to that file; PostgreSQL's own log names any deadlock.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const seconds = Number(process.env.CRASH_DRILL_SECONDS ?? 60);
const seed = process.env.CRASH_DRILL_SEED ?? 'tradesim-crash-drill';
const workers = 12;
const users = 24;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
let db: Database;
let harness: Knex;
let cluster: Cluster;

beforeAll(async () => {
  if (!onPostgres) return;
  db = await createTestDatabase();
  // The drill's own connection has a name of its own, so terminating the API's spares it.
  harness = knexFactory({
    client: 'pg',
    connection: { connectionString: db.url ?? '', application_name: 'crash-drill' },
    pool: { min: 0, max: 4 },
  });
  cluster = createCluster({
    databaseUrl: db.url ?? '',
    size: 2,
    env: {
      SEED_DEMO: 'true',
      JOBS_ENABLED: '1',
      PRICE_TICK_MS: '1000',
      LOG_LEVEL: process.env.CRASH_DRILL_LOG_LEVEL ?? 'error',
    },
  });
  await cluster.startAll();
});

afterAll(async () => {
  if (!onPostgres) return;
  await cluster.stopAll();
  await harness.destroy();
  await db.close();
});

async function prepare(rng: () => number): Promise<OperationContext> {
  const url = cluster.pickUrl(rng) ?? '';
  const post = async (path: string, body: unknown): Promise<LooseJson> => {
    const response = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const admin = await post('/api/admin/auth/login', adminCredentials);
  const state: DrillState = {
    users: [],
    admin: { id: admin.admin.id, token: admin.session.token },
    active: [],
    matured: [],
    pendingDeposits: [],
    pendingWithdrawals: [],
  };
  const funding = {
    knex: harness,
    kind: 'postgres',
    url: db.url,
    close: async () => {},
  } as Database;
  for (let i = 0; i < users; i++) {
    const { user, session } = await post('/api/auth/register', {
      email: `drill${i}@example.test`,
      password: 'password-123',
      firstName: 'Drill',
      lastName: `User${i}`,
    });
    await fundUser(funding, user.id, '5000.00');
    state.users.push({ id: user.id, token: session.accessToken });
  }
  const assets: string[] = (await harness('assets').where('is_active', true).select('id')).map(
    (row) => row.id,
  );
  const durations: string[] = (
    await harness('investment_durations').where('is_active', true).select('id')
  ).map((row) => row.id);
  return {
    rng,
    state,
    cluster,
    catalogue: { assets, durations },
    walletAddress: encodeTrc20Address(new Uint8Array(20).fill(9)),
    sleep,
    now: Date.now,
  };
}

/**
 * A fault every 1–4 s until the run ends: a kill (the instance restarts in the background), a
 * pause of 0.5–4 s (one in ten lasts 12 s, past the 10 s after which PostgreSQL ends the stalled
 * process's open transactions), or all API connections cut.
 */
async function inflictFaults(rng: () => number, until: number): Promise<void> {
  const pauses: Promise<void>[] = [];
  while (Date.now() < until) {
    await sleep(1000 + rng() * 3000);
    const roll = rng();
    if (roll < 0.4) await cluster.kill(rng);
    else if (roll < 0.75) pauses.push(cluster.pause(rng, rng() < 0.1 ? 12_000 : 500 + rng() * 3500, sleep));
    else await cluster.terminateConnections(harness);
  }
  await Promise.all(pauses);
  await cluster.settle();
}

/** Time passes for some open investments: their end moves into the past, so they can be completed. */
async function matureInvestments(ctx: OperationContext, until: number): Promise<void> {
  while (Date.now() < until) {
    await sleep(1000);
    const picked = ctx.state.active.splice(0, Math.min(4, ctx.state.active.length));
    if (picked.length === 0) continue;
    await harness('investments')
      .whereIn(
        'id',
        picked.map((investment) => investment.id),
      )
      .where('status', 'active')
      .update({
        start_date: harness.raw("start_date - (end_date - start_date) - interval '1 minute'"),
        end_date: harness.raw("now() - interval '1 minute'"),
      });
    ctx.state.matured.push(...picked);
  }
}

async function work(ctx: OperationContext, ops: Op[], until: number): Promise<void> {
  while (Date.now() < until) {
    const { op, request } = nextOperation(ctx);
    ops.push(op);
    // Every operation gets its definite answer, however long the faults take: 2 minutes at most.
    await runOperation(ctx, op, request, Date.now() + 120_000);
  }
}

describe.runIf(onPostgres)('the crash drill', () => {
  it(
    `moves money exactly once through ${seconds} s of kills, pauses and cut connections`,
    async () => {
      const ctx = await prepare(seededRng(`${seed}:setup`));
      const ops: Op[] = [];
      const until = Date.now() + seconds * 1000;
      await Promise.all([
        inflictFaults(seededRng(`${seed}:faults`), until),
        matureInvestments(ctx, until),
        ...Array.from({ length: workers }, (_, i) =>
          work({ ...ctx, rng: seededRng(`${seed}:worker${i}`) }, ops, until),
        ),
      ]);
      const report: DrillReport = await checkDrill(harness, ops);
      if (report.violations.length > 0) {
        const activity = await harness.raw(
          `SELECT pid, application_name, state, wait_event_type, wait_event, now() - xact_start AS in_xact, left(query, 120) AS query
             FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
        );
        console.log('database activity after the drill:', activity.rows);
      }
      console.log(
        `crash drill (seed ${seed}, ${seconds} s): ${JSON.stringify({ ...report, faults: cluster.faults }, null, 1)}`,
      );
      expect(cluster.faults.unexpectedExits).toEqual([]);
      expect(report.violations).toEqual([]);
      expect(report.operations).toBeGreaterThan(0);
      expect(cluster.faults.kills).toBeGreaterThan(0);
    },
    (seconds + 240) * 1000,
  );
});
