import type { JobDefinition } from '../../jobs/job.js';
import { settleMatured } from './settlement.js';

// 10,000 rows a batch: half the batches of 5,000 (each pays a scan, a commit, its notices and
// events), measured 10 % faster at 100,000; a batch holds its rows about half a second.
const batchSize = 10_000;
// Settlers side by side, each over its own shard of owners: while one waits on its commit the
// other writes, and no two ever update the same balance (no lock waits, no deadlock). On the
// embedded PGlite they simply take turns.
const settlers = 2;

/** Settles every matured investment, in batches of their own transactions (docs/money.md#returns). */
export const settleMaturedJob: JobDefinition = {
  name: 'settle-matured',
  intervalMs: () => 30_000,
  async run(ctx) {
    const now = ctx.clock.now();
    const settleShard = async (index: number) => {
      let settled = 0;
      for (;;) {
        const shard = { count: settlers, index };
        const count = await ctx.knex.transaction((trx) =>
          settleMatured(trx, { now, limit: batchSize, shard }),
        );
        settled += count;
        if (count < batchSize) return settled;
      }
    };
    const counts = await Promise.all(Array.from({ length: settlers }, (_, index) => settleShard(index)));
    return { settled: counts.reduce((sum, count) => sum + count, 0) };
  },
};
