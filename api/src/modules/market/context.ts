import type { Database } from '../../db/connect.js';
import { createMarketView, type MarketView } from './market-view.js';

// What the market module keeps for the life of the process: its fields of AppContext
// (api/src/context.ts says why they are added here rather than declared there).
declare module '../../context.js' {
  interface AppContext {
    /** The catalogue, durations and trading limits in memory, kept current by events. */
    marketView: MarketView;
  }
}

export function marketContext(db: Database): { marketView: MarketView } {
  return { marketView: createMarketView(db.knex) };
}
