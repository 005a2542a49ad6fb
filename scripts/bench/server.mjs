// Starting the built server and preparing databases for the benchmarks.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const root = fileURLToPath(new URL('../..', import.meta.url));
export const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export function pgReachable() {
  return spawnSync('pg_isready', ['-d', pgUrl]).status === 0;
}

export function tempDir() {
  return mkdtempSync(join(tmpdir(), 'tradesim-bench-'));
}

/** A fresh PostgreSQL database for one benchmark; `drop()` removes it. */
export async function freshDatabase(prefix) {
  const name = `${prefix}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = pgUrl.replace(/\/[^/]*$/, `/${name}`);
  return {
    name,
    url,
    async drop() {
      const client = new pg.Client({ connectionString: pgUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * Writes every dirty page out now, so that the run measured next does not pay for the writes of
 * what ran before it (pgbench's initialisation writes 1,000,000 rows; a purchase run as many
 * rows as it bought): each side of a pair starts from the same clean state.
 */
export async function checkpoint() {
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  try {
    await client.query('CHECKPOINT');
  } finally {
    await client.end();
  }
}

/** Ends a server the way an operator would (SIGTERM) and resolves once it has exited. */
function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  return exited;
}

/**
 * The built API (what `npm start` runs) on a free port; resolves once /api/health answers.
 * `serverRoot` runs another checkout's build instead (a reference commit, side by side).
 * `stop()` resolves when the process has exited, so the next measurement never shares the CPU
 * with its shutdown and its database can be dropped.
 */
export async function startServer(env, { serverRoot = root } = {}) {
  const port = 3900 + Math.floor(Math.random() * 90);
  const child = spawn(
    process.execPath,
    [
      ...(process.env.BENCH_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROF}`] : []),
      join(serverRoot, 'api', 'dist', 'src', 'main.js'),
    ],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        ADMIN_PASSWORD: 'bench-admin-pass',
        SEED_DEMO: 'true',
        ...env,
      },
      stdio: ['ignore', 'ignore', process.env.BENCH_STDERR ? 'inherit' : 'ignore'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    const up = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { url, stop: () => stopChild(child) };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error('server did not start');
}

export async function register(url, index) {
  const response = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench.${index}.${Date.now()}@example.test`,
      password: 'bench-password',
      firstName: 'Bench',
      lastName: `User${index}`,
    }),
  });
  if (!response.ok) throw new Error(`register failed: ${response.status}`);
  const { user, session } = await response.json();
  return { userId: user.id, token: session.accessToken };
}

/**
 * Credits users the way an approved deposit does (a completed deposit, its balanced journal and
 * the balance, in one transaction), so the ledger invariants hold for the benchmark data too.
 */
export async function fundUsers(databaseUrl, userIds, amount) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query(
      `WITH t AS (
         INSERT INTO transactions (user_id, type, amount, fee, net_amount, status, description, processed_at)
         SELECT id, 'deposit', $2, 0, $2, 'completed', 'Benchmark funding', now()
           FROM unnest($1::uuid[]) AS id
         RETURNING id, user_id),
       j AS (SELECT id, user_id, gen_random_uuid() AS journal_id FROM t)
       INSERT INTO ledger_entries (journal_id, event, account, user_id, amount, reference_type, reference_id)
       SELECT journal_id, 'deposit_approved', 'user:' || user_id, user_id, $2, 'transaction', id FROM j
       UNION ALL
       SELECT journal_id, 'deposit_approved', 'platform:deposits', NULL, -$2::numeric, 'transaction', id FROM j`,
      [userIds, amount],
    );
    // The balances in the lock order first (docs/money.md#lock-order): the UPDATE alone takes
    // them in whatever order its plan visits them.
    await client.query('SELECT id FROM profiles WHERE id = ANY($1::uuid[]) ORDER BY id FOR NO KEY UPDATE', [
      userIds,
    ]);
    await client.query('UPDATE profiles SET balance = balance + $2 WHERE id = ANY($1::uuid[])', [
      userIds,
      amount,
    ]);
    await client.query('COMMIT');
  } finally {
    await client.end();
  }
}

export async function catalogueIds(url, token) {
  const headers = { authorization: `Bearer ${token}` };
  const assets = await (await fetch(`${url}/api/assets`, { headers })).json();
  const durations = await (await fetch(`${url}/api/durations`, { headers })).json();
  return { assetId: assets.items[0].id, durationId: durations.items[0].id };
}
