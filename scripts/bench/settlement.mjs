// Settling 100,000 matured investments with the settlement job, on PostgreSQL.
import { join } from 'node:path';
import knexFactory from 'knex';
import pino from 'pino';
import { measureCpu } from './cpu-usage.mjs';
import { median } from './purchase.mjs';
import { freshDatabase, root } from './server.mjs';

const users = 1_000;
const perUser = 100;

/**
 * Matured investments written straight into a fresh database with the journals a real purchase
 * writes (a deposit credits each user, each purchase moves 10.00 to platform:investments), so
 * the ledger invariants hold before and must hold after.
 */
async function seedMatured(knex) {
  const { seedDemoData, migrateToLatest } = await import(join(root, 'migrations', 'dist', 'index.js'));
  const core = await import(join(root, 'core', 'dist', 'index.js'));
  await migrateToLatest(knex);
  await seedDemoData(knex, { now: new Date(), rng: core.seededRng('bench') });
  const asset = await knex('assets').where('symbol', 'BTC').first('id');
  const duration = await knex('investment_durations').where('hours', 24).first('id');
  await knex.transaction(async (trx) => {
    await trx.raw(
      `INSERT INTO profiles (id, email, first_name, last_name, balance)
       SELECT gen_random_uuid(), 'settle' || i || '@bench.test', 'Bench', 'User' || i, 0
         FROM generate_series(1, ?) AS i`,
      [users],
    );
    await trx.raw(
      `WITH j AS (SELECT id, gen_random_uuid() AS journal_id FROM profiles WHERE email LIKE 'settle%')
       INSERT INTO ledger_entries (journal_id, event, account, user_id, amount)
       SELECT journal_id, 'deposit_approved', 'user:' || id, id, ? FROM j
       UNION ALL SELECT journal_id, 'deposit_approved', 'platform:deposits', NULL, -?::numeric FROM j`,
      [perUser * 10, perUser * 10],
    );
    await trx.raw(
      `INSERT INTO investments (id, user_id, asset_id, duration_id, asset_type, amount, asset_price, asset_amount,
              duration_label, duration_hours, max_return_percent, expected_return, status, start_date, end_date)
       SELECT gen_random_uuid(), p.id, ?, ?, 'crypto', 10.00, 50000, 0.0002, '24 hours', 24, 5, 0.50, 'active',
              now() - interval '25 hours', now() - interval '1 hour'
         FROM profiles p CROSS JOIN generate_series(1, ?) WHERE p.email LIKE 'settle%'`,
      [asset.id, duration.id, perUser],
    );
    await trx.raw(
      `WITH j AS (SELECT id, user_id, gen_random_uuid() AS journal_id FROM investments)
       INSERT INTO ledger_entries (journal_id, event, account, user_id, amount, reference_type, reference_id)
       SELECT journal_id, 'investment_bought', 'user:' || user_id, user_id, -10.00, 'investment', id FROM j
       UNION ALL SELECT journal_id, 'investment_bought', 'platform:investments', NULL, 10.00, 'investment', id FROM j`,
    );
  });
}

/** One run on a fresh database: seed, settle with the job, check the ledger; prints one line. */
async function settleOnce(run) {
  const db = await freshDatabase('tradesim_bench_settle');
  const knex = knexFactory({ client: 'pg', connection: db.url, pool: { min: 0, max: 4 } });
  try {
    await seedMatured(knex);
    // Investments mature hours or days after they were bought, by when autovacuum has visited
    // them; the seed wrote them a moment ago. Vacuumed and analysed, the run pays for settling
    // them, not for the seed's first reads (which set every row's hint bits) and stale statistics.
    await knex.raw('VACUUM ANALYZE');
    const { settleMaturedJob } = await import(
      join(root, 'api', 'dist', 'src', 'modules', 'investments', 'settle-matured.js')
    );
    const { verifyLedger } = await import(
      join(root, 'api', 'dist', 'src', 'modules', 'ledger', 'service.js')
    );
    const ctx = { knex, clock: { now: () => new Date() }, log: pino({ level: 'silent' }) };
    const walBefore = (await knex.raw('SELECT pg_current_wal_lsn() AS lsn')).rows[0].lsn;
    const started = performance.now();
    const { result, cpu } = await measureCpu(
      () => settleMaturedJob.run(ctx),
      (done) => done.settled,
    );
    const seconds = (performance.now() - started) / 1000;
    const wal = (await knex.raw('SELECT pg_wal_lsn_diff(pg_current_wal_lsn(), ?) AS bytes', [walBefore]))
      .rows[0].bytes;
    const ledger = await verifyLedger(knex, new Date());
    const left = await knex('investments').where('status', 'active').count({ n: '*' }).first();
    const usage = cpu
      ? `; CPU per settled investment: PostgreSQL ${cpu.postgres} µs, the job (Node) ${cpu.loadGenerator} µs, other ${cpu.other} µs, machine ${cpu.busyPercent}% busy; WAL ${Math.round(Number(wal) / result.settled).toLocaleString('en-US')} bytes each`
      : '';
    console.log(
      `  run ${run}: ${result.settled.toLocaleString('en-US')} settled in ${seconds.toFixed(2)} s; ${Number(left.n)} left active; ledger ${ledger.balanced ? 'balanced' : `NOT balanced: ${JSON.stringify(ledger.mismatches)}`}${usage}`,
    );
    return seconds;
  } finally {
    await knex.destroy();
    await db.drop();
  }
}

/** The settlement job on 100,000 matured investments, `runs` times (this machine's speed drifts). */
export async function benchSettlement(runs = 1) {
  console.log(
    `settle-matured job, ${(users * perUser).toLocaleString('en-US')} matured investments of ${users} users:`,
  );
  const times = [];
  for (let run = 1; run <= runs; run++) times.push(await settleOnce(run));
  console.log(`  median ${median(times).toFixed(2)} s (target ≤ 3 s)`);
}
