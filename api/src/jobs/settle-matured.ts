import { settleMatured } from '../modules/investments/settlement.js';
import type { JobDefinition } from './job.js';

const batchSize = 5_000;

/** Settles every matured investment, in batches of their own transactions (DESIGN.md "Returns"). */
export const settleMaturedJob: JobDefinition = {
  name: 'settle-matured',
  intervalMs: () => 30_000,
  async run(ctx) {
    const now = ctx.clock.now();
    let settled = 0;
    for (;;) {
      const count = await ctx.knex.transaction((trx) => settleMatured(trx, { now, limit: batchSize }));
      settled += count;
      if (count < batchSize) return { settled };
    }
  },
};
