// The purchase's one statement driven by pgbench itself: what PostgreSQL alone can do with the
// purchase, with no HTTP, no Node and no JSON in the way. It is the ceiling for
// POST /api/investments on this machine, measured beside tpcb-like at the same client count.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import knexFactory from 'knex';
import { measureCpu } from './cpu-usage.mjs';
import { checkpoint, freshDatabase, fundUsers, root, tempDir } from './server.mjs';

const clients = 8;
const users = 24;
// Deterministic ids, so the script can name user n and their session without a lookup.
export const userIdOf = (n) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const sessionIdOf = (n) => `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`;
const userIdSql = "('00000000-0000-4000-8000-' || lpad(:n::text, 12, '0'))";
const sessionIdSql = "('00000000-0000-4000-9000-' || lpad(:n::text, 12, '0'))";

export async function seed(knex) {
  const { seedDemoData, migrateToLatest } = await import(join(root, 'migrations', 'dist', 'index.js'));
  const core = await import(join(root, 'core', 'dist', 'index.js'));
  await migrateToLatest(knex);
  await seedDemoData(knex, { now: new Date(), rng: core.seededRng('bench') });
  const ids = Array.from({ length: users }, (_, i) => i + 1);
  await knex('profiles').insert(
    ids.map((n) => ({ id: userIdOf(n), email: `statement${n}@bench.test`, first_name: 'Bench' })),
  );
  await knex('sessions').insert(
    ids.map((n) => ({
      id: sessionIdOf(n),
      user_id: userIdOf(n),
      kind: 'user',
      expires_at: new Date(Date.now() + 86_400_000),
    })),
  );
  return ids.map(userIdOf);
}

/**
 * One purchase's parameters, with user 1 standing for `:n` and fresh ids for each transaction.
 */
async function pgbenchScript(knex, { withAnswer }) {
  const core = await import(join(root, 'core', 'dist', 'index.js'));
  const repo = await import(
    join(root, 'api', 'dist', 'src', 'modules', 'investments', 'purchase-batch-repo.js')
  );
  const offers = await import(
    join(root, 'api', 'dist', 'src', 'modules', 'investments', 'purchase-offers.js')
  );
  const { toPositional } = await import(join(root, 'api', 'dist', 'src', 'db', 'prepared.js'));
  const asset = await knex('assets').where('symbol', 'BTC').first('id');
  const duration = await knex('investment_durations').where('hours', 24).first('id');
  const db = { kind: 'postgres', knex };
  const read = await offers.readPurchaseOffer(db, { assetId: asset.id, durationId: duration.id });
  const { offer } = read;
  const now = new Date();
  const plan = core.planPurchase({
    id: randomUUID(),
    userId: userIdOf(1),
    balance: null,
    amount: new core.Decimal('1.00'),
    asset: { ...offer.asset, price: new core.Decimal(offer.asset.price) },
    duration: { ...offer.duration, maxReturnPercent: new core.Decimal(offer.duration.maxReturnPercent) },
    limits: {
      minInvestment: new core.Decimal(offer.limits.minInvestment),
      maxInvestment: new core.Decimal(offer.limits.maxInvestment),
    },
    now,
  });
  // The statement every purchase runs, here with one purchase: a purchase alone is a batch of one.
  // `withAnswer`: a keyed purchase, whose Idempotency-Key record (with an answer of the real
  // size) the statement writes too.
  const answer = withAnswer
    ? {
        key: 'bench-key',
        method: 'POST',
        path: '/api/investments',
        requestHash: 'f'.repeat(64),
        status: 201,
        json: JSON.stringify({ ...plan.investment, padding: 'x'.repeat(400) }),
        expiresAt: new Date(now.getTime() + 86_400_000),
      }
    : null;
  const params = repo.purchaseBatchParams([{ plan, sessionId: sessionIdOf(1), offer, now, answer }]);
  // Fresh ids for each transaction, the same wherever the statement repeats them.
  const fresh = new Map([
    [params.ids[0], "md5('investment' || :k)::uuid"],
    [params.journalIds[0], "md5('journal' || :k)::uuid"],
    [params.transactionIds[0], "md5('transaction' || :k)::uuid"],
    ['bench-key', "md5('key' || :k)"],
  ]);
  // pgbench reads every `:word` as a variable, even inside a string: colons go in as \x3a.
  const quote = (value) =>
    `E'${String(value).replace(/\\/g, '\\\\').replace(/'/g, "''").replace(/:/g, '\\x3a')}'`;
  const sqlOf = (value) => {
    if (value === null) return 'NULL';
    if (value instanceof Date) return quote(value.toISOString());
    if (Array.isArray(value)) return `ARRAY[${value.map(sqlOf).join(', ')}]`;
    if (value === userIdOf(1)) return `${userIdSql}::uuid`;
    if (value === sessionIdOf(1)) return `${sessionIdSql}::uuid`;
    if (fresh.has(value)) return fresh.get(value);
    if (typeof value === 'string' && value.endsWith(userIdOf(1))) {
      return `(${quote(value.slice(0, -userIdOf(1).length))} || ${userIdSql})`;
    }
    return quote(value);
  };
  const { text, values } = toPositional(repo.purchaseBatchStatement.sql, params);
  const sql = text
    .replace(/--[^\n]*/g, '')
    .replace(/\$(\d+)/g, (_, index) => sqlOf(values[Number(index) - 1]))
    .replace(/\s+/g, ' ');
  const file = join(tempDir(), 'purchase.sql');
  writeFileSync(file, `\\set n random(1, ${users})\n\\set k random(1, 9000000000000000000)\n${sql};\n`);
  return file;
}

/** TPS of the purchase statement alone through pgbench, checked against the rows it wrote. */
export async function benchPurchaseStatement(seconds, options = { withAnswer: false }) {
  const db = await freshDatabase('tradesim_bench_statement');
  const knex = knexFactory({ client: 'pg', connection: db.url, pool: { min: 0, max: 2 } });
  try {
    const ids = await seed(knex);
    await fundUsers(db.url, ids, '1000000.00');
    const script = await pgbenchScript(knex, options);
    await checkpoint();
    const { result: run, cpu } = await measureCpu(
      async () =>
        spawnSync(
          'pgbench',
          [
            '-n',
            '-M',
            'prepared',
            '-f',
            script,
            '-c',
            String(clients),
            '-j',
            '2',
            '-T',
            String(seconds),
            db.url,
          ],
          { encoding: 'utf8' },
        ),
      (result) => Number(/number of transactions actually processed: (\d+)/.exec(result.stdout)?.[1] ?? 1),
    );
    const tps = Number(/tps = ([\d.]+)/.exec(run.stdout)?.[1]);
    const processed = Number(/number of transactions actually processed: (\d+)/.exec(run.stdout)?.[1]);
    if (!Number.isFinite(tps)) throw new Error(`pgbench failed: ${run.stderr}`);
    const written = await knex('investments').count({ n: '*' }).first();
    if (Number(written.n) !== processed) {
      throw new Error(`pgbench ran ${processed} purchases but ${written.n} investments were written`);
    }
    return { tps, written: Number(written.n), cpu };
  } finally {
    await knex.destroy();
    await db.drop();
  }
}
