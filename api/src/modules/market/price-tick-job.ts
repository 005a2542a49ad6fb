import { randomUUID } from 'node:crypto';
import { seededRng } from '@tradesim/core';
import type { JobDefinition } from '../../jobs/job.js';
import { tickPrices } from './price-tick.js';

/** Moves every active asset's simulated price (docs/architecture.md#prices-and-market-data). */
export const priceTickJob: JobDefinition = {
  name: 'price-tick',
  intervalMs: (ctx) => ctx.config.PRICE_TICK_MS,
  async run(ctx) {
    // A fresh seed per tick: the walk is random in production, yet core only sees a seeded Rng.
    const result = await tickPrices(ctx, { now: ctx.clock.now(), rng: seededRng(randomUUID()) });
    return { ...result };
  },
};
