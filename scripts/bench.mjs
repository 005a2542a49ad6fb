#!/usr/bin/env node
// `npm run bench`: figures for BENCHMARKS.md, measured on this machine in one run.
//  1. the returns simulation in process (core, the hot path of every portfolio read);
//  2. GET /api/me over HTTP (auth check + profile + portfolio valuation) with autocannon,
//     against the built server on embedded PGlite and, when reachable, on PostgreSQL.
// Later issues add purchase throughput against pgbench, tick fan-out and settlement.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = fileURLToPath(new URL('..', import.meta.url));
const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
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

async function startServer(env) {
  const port = 3900 + Math.floor(Math.random() * 90);
  const child = spawn(process.execPath, [join(root, 'api', 'dist', 'src', 'main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: 'bench-admin-pass',
      SEED_DEMO: 'true',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { url, child };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error('server did not start');
}

async function benchMe(label, env) {
  const { url, child } = await startServer(env);
  try {
    const email = `bench.${Date.now()}@example.test`;
    const response = await fetch(`${url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'bench-password', firstName: 'Bench', lastName: 'User' }),
    });
    const { session } = await response.json();
    const result = await autocannon({
      url: `${url}/api/me`,
      connections: 8,
      duration: seconds,
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    const errors = result.non2xx + result.errors;
    console.log(
      `GET /api/me on ${label}, 8 connections, ${seconds} s: ${Math.round(result.requests.average)} req/s, latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${errors} errors`,
    );
  } finally {
    child.kill('SIGTERM');
  }
}

header();
// Never measure stale code: a failed build stops the bench.
const build = spawnSync(process.execPath, [join(root, 'scripts', 'build.mjs')], {
  stdio: ['ignore', 'ignore', 'inherit'],
});
if (build.status !== 0) process.exit(build.status ?? 1);
await benchReturns();
await benchMe('PGlite (embedded)', { DATA_DIR: mkdtempSync(join(tmpdir(), 'tradesim-bench-')) });
const pgReachable = spawnSync('pg_isready', ['-d', pgUrl]).status === 0;
if (pgReachable) {
  const db = `tradesim_bench_${Date.now()}`;
  spawnSync('psql', [pgUrl, '-qc', `CREATE DATABASE ${db}`]);
  try {
    await benchMe('PostgreSQL 127.0.0.1', {
      DATABASE_URL: pgUrl.replace(/\/[^/]*$/, `/${db}`),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'tradesim-bench-')),
    });
  } finally {
    await new Promise((resolve) => setTimeout(resolve, 500));
    spawnSync('psql', [pgUrl, '-qc', `DROP DATABASE IF EXISTS ${db} WITH (FORCE)`]);
  }
} else {
  console.log(`PostgreSQL at ${pgUrl} is not reachable: skipped.`);
}
