#!/usr/bin/env node
// `npm run bench`: figures for BENCHMARKS.md, measured on this machine in one run.
//  1. the returns simulation in process (core, the hot path of every portfolio read);
//  2. GET /api/me over HTTP (auth check + profile + portfolio valuation) with autocannon,
//     against the built server on embedded PGlite and, when reachable, on PostgreSQL; and the
//     read path, GET /api/assets, beside an Express hello-world on each;
//  3. on PostgreSQL: pgbench -b tpcb-like and POST /api/investments side by side (1 and
//     `nproc` API processes), the purchase's statement alone through pgbench, a price tick fanned out to 5,000 WebSocket clients, and the
//     settlement job on 100,000 matured investments;
//  4. the JavaScript a phone downloads to open /login and sign in to the dashboard (Chromium).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { benchEventLatency } from './bench/event-latency.mjs';
import { benchFanout } from './bench/fanout.mjs';
import { benchFirstLoad } from './bench/first-load.mjs';
import { benchLighthouse } from './bench/lighthouse.mjs';
import { benchPurchases, dropPgbenchDatabase, runPgbench } from './bench/purchase.mjs';
import { benchPurchaseCompare } from './bench/purchase-compare.mjs';
import { benchPurchaseStatement } from './bench/purchase-statement.mjs';
import { benchReadPath } from './bench/read-path.mjs';
import { freshDatabase, pgReachable, pgUrl, register, root, startServer, tempDir } from './bench/server.mjs';
import { benchSettlement } from './bench/settlement.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);

function header() {
  console.log(`# Tradesim benchmarks, ${new Date().toISOString()}`);
  console.log(
    `machine: ${cpus().length} cores (${cpus()[0]?.model}), ${(totalmem() / 2 ** 30).toFixed(1)} GiB, node ${process.version}\n`,
  );
}

async function benchReturns() {
  const core = await import(join(root, 'core', 'dist', 'index.js'));
  const investment = {
    id: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
    assetType: 'crypto',
    expectedReturn: new core.Decimal('25.00'),
    startDate: new Date('2026-11-22T08:00:00Z'),
    endDate: new Date('2026-11-22T13:00:00Z'),
  };
  const n = 200_000;
  const started = process.hrtime.bigint();
  for (let i = 0; i < n; i++)
    core.simulateReturn(investment, new Date(Date.parse('2026-11-22T08:00:00Z') + i * 90));
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  console.log(
    `returns simulation: ${n} evaluations in ${ms.toFixed(0)} ms = ${Math.round((n / ms) * 1000).toLocaleString('en-US')}/s (${((ms * 1000) / n).toFixed(2)} µs each)`,
  );
}

async function benchMe(label, env) {
  const server = await startServer(env);
  try {
    const { token } = await register(server.url, 0);
    const result = await autocannon({
      url: `${server.url}/api/me`,
      connections: 8,
      duration: seconds,
      headers: { authorization: `Bearer ${token}` },
    });
    const errors = result.non2xx + result.errors;
    console.log(
      `GET /api/me on ${label}, 8 connections, ${seconds} s: ${Math.round(result.requests.average)} req/s, latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${errors} errors`,
    );
  } finally {
    await server.stop();
  }
}

header();
// Never measure stale code: a failed build stops the bench.
const build = spawnSync(process.execPath, [join(root, 'scripts', 'build.mjs')], {
  stdio: ['ignore', 'ignore', 'inherit'],
});
if (build.status !== 0) process.exit(build.status ?? 1);
await benchReturns();
await benchMe('PGlite (embedded)', { DATA_DIR: tempDir() });
await benchReadPath('PGlite (embedded)', { DATA_DIR: tempDir() }, seconds);
if (pgReachable()) {
  const db = await freshDatabase('tradesim_bench_me');
  try {
    await benchMe('PostgreSQL', { DATABASE_URL: db.url, DATA_DIR: tempDir() });
    await benchReadPath('PostgreSQL', { DATABASE_URL: db.url, DATA_DIR: tempDir() }, seconds);
  } finally {
    await db.drop();
  }
  // pgbench and purchases in back-to-back pairs: this machine's speed drifts, so each ratio
  // compares figures taken seconds apart, not a number remembered from earlier.
  for (const workers of [...new Set([1, cpus().length])]) {
    await benchPurchases(seconds, workers, workers === 1 ? 3 : 1);
  }
  // BENCH_REFERENCE=<a built checkout of another commit>: the purchase beside it, in one run.
  if (process.env.BENCH_REFERENCE) await benchPurchaseCompare(process.env.BENCH_REFERENCE, seconds);
  // The ceiling: the purchase's statement alone (its events written to the outbox), driven by
  // pgbench, beside tpcb-like again; unkeyed, then keyed (the Idempotency-Key's answer written too).
  const reference = await runPgbench(seconds);
  for (const withAnswer of [false, true]) {
    const statement = await benchPurchaseStatement(seconds, { withAnswer });
    console.log(
      `the purchase statement alone through pgbench (-M prepared, 8 clients, no HTTP)${withAnswer ? ', keyed' : ''}: ${statement.tps.toFixed(0)} TPS = ${(statement.tps / reference.tps).toFixed(2)}× tpcb-like (${reference.tps.toFixed(0)} TPS just before); ${statement.written.toLocaleString('en-US')} investments written`,
    );
    if (statement.cpu) {
      console.log(
        `  CPU per purchase: PostgreSQL ${statement.cpu.postgres} µs, pgbench ${statement.cpu.loadGenerator} µs; machine ${statement.cpu.busyPercent}% busy`,
      );
    }
  }
  await dropPgbenchDatabase();
  await benchEventLatency(seconds, 1_000);
  await benchFanout(Number(process.env.BENCH_WS_CLIENTS ?? 10_000), 10);
  await benchSettlement(3);
} else {
  console.log(`PostgreSQL at ${pgUrl} is not reachable: the PostgreSQL benchmarks were skipped.`);
}

// The phone's first load (budgets in BENCHMARKS.md): needs the built UIs and Debian's Chromium.
if (existsSync('/usr/bin/chromium')) {
  await benchFirstLoad();
  await benchLighthouse();
} else
  console.log('/usr/bin/chromium is not installed: the first-load and Lighthouse measurements were skipped.');
