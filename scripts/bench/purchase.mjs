// Purchase throughput and latency over HTTP, side by side with pgbench tpcb-like on the same server.
import { spawnSync } from 'node:child_process';
import autocannon from 'autocannon';
import { measureCpu } from './cpu-usage.mjs';
import {
  catalogueIds,
  checkpoint,
  freshDatabase,
  fundUsers,
  pgUrl,
  register,
  startServer,
  tempDir,
} from './server.mjs';

const clients = 8;

let pgbenchDb = null;

/**
 * pgbench's database, initialised once per `npm run bench` (scale 10: 1,000,000 accounts) and
 * kept for every run: initialising it again before each run wrote 1,000,000 rows whose pages the
 * next measured run, often the purchases', then paid to write out.
 */
function pgbenchDatabase() {
  pgbenchDb ??= (async () => {
    const db = await freshDatabase('pgbench_tradesim');
    const init = spawnSync('pgbench', ['-i', '-q', '-s', '10', db.url], { encoding: 'utf8' });
    if (init.status !== 0) throw new Error(`pgbench -i failed: ${init.stderr}`);
    return db;
  })();
  return pgbenchDb;
}

/** Drops pgbench's database (at the end of the bench). */
export async function dropPgbenchDatabase() {
  if (!pgbenchDb) return;
  const db = await pgbenchDb;
  pgbenchDb = null;
  await db.drop();
}

/** `pgbench -b tpcb-like` at the same client count, on the same PostgreSQL server. */
export async function runPgbench(seconds) {
  const db = await pgbenchDatabase();
  await checkpoint();
  const { result: run, cpu } = await measureCpu(
    async () =>
      spawnSync(
        'pgbench',
        ['-b', 'tpcb-like', '-c', String(clients), '-j', '2', '-T', String(seconds), db.url],
        {
          encoding: 'utf8',
        },
      ),
    (result) => Number(/number of transactions actually processed: (\d+)/.exec(result.stdout)?.[1] ?? 1),
  );
  const tps = Number(/tps = ([\d.]+)/.exec(run.stdout)?.[1]);
  const latency = Number(/latency average = ([\d.]+) ms/.exec(run.stdout)?.[1]);
  if (!Number.isFinite(tps)) throw new Error(`pgbench failed: ${run.stderr}`);
  return { tps, latency, cpu };
}

// Across every load of a run: a key sent again would be a replay, not a purchase.
let keysSent = 0;

/**
 * Purchases as the apps send them: each with an Idempotency-Key of its own, so every purchase
 * also records its answer, in the same statement that buys (exactly once).
 */
function purchaseLoad(url, users, order, { onResponse, ...extra } = {}) {
  let next = 0;
  return autocannon({
    url: `${url}/api/investments`,
    method: 'POST',
    connections: clients,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(order),
    // Each request buys for the next user in turn: many users, as in production, not one hot row.
    requests: [
      {
        setupRequest: (request) => {
          const user = users[next++ % users.length];
          const headers = { ...request.headers, authorization: `Bearer ${user.token}` };
          // BENCH_PURCHASE_KEYS=0 leaves the key out, to see what recording the answer costs.
          if (process.env.BENCH_PURCHASE_KEYS !== '0')
            headers['idempotency-key'] = `bench-${process.pid}-${++keysSent}`;
          return { ...request, headers };
        },
        ...(onResponse ? { onResponse } : {}),
      },
    ],
    ...extra,
  });
}

/** One autocannon result as a line: rate, latency, errors. */
export function describeLoad(result) {
  return `${Math.round(result.requests.average)} purchases/s, latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.non2xx + result.errors} errors`;
}

/**
 * The built API on a fresh database with 24 funded buyers, warmed up: `run` gets `load(options)`,
 * an autocannon run of purchases (8 connections unless the options say otherwise).
 */
export async function withPurchaseServer(prefix, workers, run, { serverRoot } = {}) {
  const db = await freshDatabase(prefix);
  const server = await startServer(
    {
      DATABASE_URL: db.url,
      DATA_DIR: tempDir(),
      WEB_CONCURRENCY: String(workers),
    },
    { serverRoot },
  );
  try {
    const users = [];
    // 24: under the per-IP sign-up limit (30 per 15 minutes); still 3 users per connection.
    for (let i = 0; i < 24; i++) users.push(await register(server.url, i));
    await fundUsers(
      db.url,
      users.map((user) => user.userId),
      '1000000.00',
    );
    const order = { ...(await catalogueIds(server.url, users[0].token)), amount: '1.00' };
    const load = (options) => purchaseLoad(server.url, users, order, options);
    // Warm-up: the JIT, the prepared statements on every pooled connection, the caches (a 2 s
    // warm-up left the first measured run 20 % below the next ones). Then VACUUM ANALYZE, as
    // `pgbench -i` does for its own tables: otherwise autovacuum analyses the tables the warm-up
    // filled during the first measured run, and the plans made from it are made again.
    await load({ duration: 5 });
    await vacuumAnalyze(db.url);
    await run(
      async (options) => {
        await checkpoint();
        return load(options);
      },
      { url: server.url, users },
    );
  } finally {
    await server.stop();
    await db.drop();
  }
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * POST /api/investments: the full purchase (auth, rules, the conditional debit with the
 * investment, buy row, journal, Idempotency-Key record and outbox events in one statement), with
 * `workers` API processes, against pgbench tpcb-like in `pairs` back-to-back pairs: this
 * machine's speed drifts by tens of percent within minutes, so each ratio compares two runs
 * taken seconds apart, and the median of the pairs is the figure (every pair is printed).
 */
export async function benchPurchases(seconds, workers, pairs = 3) {
  await withPurchaseServer('tradesim_bench_purchase', workers, async (load) => {
    const label = `${workers} API process${workers > 1 ? 'es' : ''}`;
    console.log(
      `POST /api/investments, ${label}, ${clients} connections, beside pgbench -b tpcb-like -s 10 at ${clients} clients; ${pairs} pairs of ${seconds} s runs, each pair back to back, in alternating order:`,
    );
    const ratios = [];
    let fullRate = 0;
    for (let pair = 1; pair <= pairs; pair++) {
      // Alternate which side goes first (pgbench then purchases, then the other way round), so
      // a VM that speeds up or slows down during the run favours neither side of the median.
      const pgbenchFirst = pair % 2 === 1;
      let pgbench = pgbenchFirst ? await runPgbench(seconds) : undefined;
      const { result: full, cpu } = await measureCpu(
        () => load({ duration: seconds }),
        (result) => result.requests.total,
      );
      pgbench ??= await runPgbench(seconds);
      const ratio = full.requests.average / pgbench.tps;
      ratios.push(ratio);
      fullRate = Math.max(fullRate, full.requests.average);
      console.log(
        `  pair ${pair} (${pgbenchFirst ? 'pgbench first' : 'purchases first'}): pgbench ${pgbench.tps.toFixed(0)} TPS (latency avg ${pgbench.latency} ms); purchases ${describeLoad(full)} = ${ratio.toFixed(2)}×`,
      );
      if (pgbench.cpu && cpu) {
        console.log(
          `    CPU per pgbench transaction: PostgreSQL ${pgbench.cpu.postgres} µs, pgbench ${pgbench.cpu.loadGenerator} µs, machine ${pgbench.cpu.busyPercent}% busy; per purchase: PostgreSQL ${cpu.postgres} µs, API ${cpu.api} µs, load generator ${cpu.loadGenerator} µs, other ${cpu.other} µs, machine ${cpu.busyPercent}% busy`,
        );
      }
    }
    console.log(
      `  median ${median(ratios).toFixed(2)}× pgbench TPS (target ≥ 0.8×); pairs ${ratios.map((r) => r.toFixed(2)).join(', ')}`,
    );
    const rate = Math.max(1, Math.round(fullRate / 2));
    const half = await load({ duration: seconds, overallRate: rate });
    console.log(`POST /api/investments, ${label}, at half the best rate (${rate}/s): ${describeLoad(half)}`);
    console.log(`  p99 ${half.latency.p99} ms (target ≤ 25 ms)`);
  });
}

async function vacuumAnalyze(url) {
  const vacuum = spawnSync('psql', ['-q', '-c', 'VACUUM ANALYZE', url], { encoding: 'utf8' });
  if (vacuum.status !== 0) throw new Error(`VACUUM ANALYZE failed: ${vacuum.stderr}`);
}

export { median, pgUrl };
