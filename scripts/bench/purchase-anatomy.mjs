// Where a purchase's time goes (read with docs/benchmarks-history.md): not part of
// `npm run bench`, run by hand on an idle machine, e.g.
//   node -e "import('./scripts/bench/purchase-anatomy.mjs').then(m => m.purchaseAnatomy())"
import { join } from 'node:path';
import knexFactory from 'knex';
import { describeLoad, withPurchaseServer } from './purchase.mjs';
import { seed, sessionIdOf, userIdOf } from './purchase-statement.mjs';
import { freshDatabase, fundUsers, root } from './server.mjs';

/** POST /api/investments at each connection count: where throughput stops following concurrency. */
async function purchasesByConnections(counts, seconds) {
  await withPurchaseServer('tradesim_bench_anatomy_http', 1, async (load) => {
    for (const connections of counts) {
      const result = await load({ duration: seconds, connections });
      console.log(`  HTTP, ${connections} connection(s): ${describeLoad(result)}`);
    }
  });
}

/** The API's own purchase writer and statement, driven in process: what the database side allows. */
async function withoutHttp(seconds) {
  const db = await freshDatabase('tradesim_bench_anatomy_db');
  const knex = knexFactory({ client: 'pg', connection: db.url, pool: { min: 2, max: 20 } });
  try {
    const ids = await seed(knex);
    await fundUsers(db.url, ids, '1000000.00');
    // Each path spelt out whole, so scripts/test/script-imports.test.ts can check its module exists.
    const { writePurchaseBatch } = await import(
      join(root, 'api', 'dist', 'src', 'modules', 'investments', 'purchase-batch-repo.js')
    );
    const { createPurchaseWriter, purchaseStatement } = await import(
      join(root, 'api', 'dist', 'src', 'modules', 'investments', 'purchase-writer.js')
    );
    const { readPurchaseOffer } = await import(
      join(root, 'api', 'dist', 'src', 'modules', 'investments', 'purchase-offers.js')
    );
    const { planFrom } = await import(
      join(root, 'api', 'dist', 'src', 'modules', 'investments', 'purchase.js')
    );
    const database = { kind: 'postgres', knex };
    const asset = await knex('assets').where('symbol', 'BTC').first('id');
    const duration = await knex('investment_durations').where('hours', 24).first('id');
    const { offer } = await readPurchaseOffer(database, { assetId: asset.id, durationId: duration.id });
    const purchase = (n) => {
      const now = new Date();
      return {
        plan: planFrom(offer, userIdOf(n), '1.00', now),
        sessionId: sessionIdOf(n),
        offer,
        now,
        answer: null,
      };
    };
    const check = (outcomes) => {
      for (const outcome of outcomes) if (outcome.outcome !== 'written') throw new Error(outcome.outcome);
    };
    // One batch at a time: a batch's fixed cost and its cost per purchase.
    for (const size of [1, 2, 4, 8, 16]) {
      const rounds = Math.round(2000 / size);
      const started = performance.now();
      for (let round = 0; round < rounds; round++) {
        check(
          await writePurchaseBatch(
            database,
            Array.from({ length: size }, (_, i) => purchase(i + 1)),
          ),
        );
      }
      const ms = (performance.now() - started) / rounds;
      console.log(`  one batch of ${size} at a time: ${ms.toFixed(2)} ms per batch`);
    }
    // Eight buyers that never wait on anything but the writer, as the HTTP bench's 8 connections would.
    for (const maxInFlight of [1, 2, 3]) {
      const writer = createPurchaseWriter(purchaseStatement(database), { maxInFlight });
      let next = 0;
      let written = 0;
      const end = Date.now() + seconds * 1000;
      await Promise.all(
        Array.from({ length: 8 }, async () => {
          while (Date.now() < end) {
            check([await writer.write(purchase((next++ % ids.length) + 1))]);
            written += 1;
          }
        }),
      );
      console.log(
        `  no HTTP, 8 buyers, maxInFlight ${maxInFlight}: ${Math.round(written / seconds)} purchases/s`,
      );
    }
  } finally {
    await knex.destroy();
    await db.drop();
  }
}

export async function purchaseAnatomy(seconds = 6) {
  console.log('purchase anatomy:');
  await purchasesByConnections([1, 2, 4, 8, 16], seconds);
  await withoutHttp(seconds);
}
