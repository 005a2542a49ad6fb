import { settleMatured } from '../modules/investments/settlement.js';
import type { JobDefinition } from './job.js';

const batchSize = 5_000;

/** Settles every matured investment, in batches of their own transactions (DESIGN.md "Returns"). */
export const settleMaturedJob: JobDefinition = {
  name: 'settle-matured',
  intervalMs: () => 30_000,
  async run(ctx) {
    const now = ctx.clock.now();
    const settleAll = async () => {
      let settled = 0;
      for (;;) {
        const count = await ctx.knex.transaction((trx) => settleMatured(trx, { now, limit: batchSize }));
        settled += count;
        if (count < batchSize) return settled;
      }
    };
    // Two settlers side by side: SKIP LOCKED hands them disjoint rows, so while one waits on
    // its commit the other writes. (On the embedded PGlite they simply take turns.)
    const counts = await Promise.all([settleAll(), settleAll()]);
    return { settled: counts[0] + counts[1] };
  },
};
