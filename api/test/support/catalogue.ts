import type { Database } from '../../src/db/connect.js';

export interface CatalogueIds {
  asset: (symbol: string) => { id: string; price: string; type: 'crypto' | 'stock' };
  duration: (hours: number) => { id: string; maxReturnPercent: string };
}

/** The seeded demo assets and durations by symbol and hours, read straight from the database. */
export async function loadCatalogue(db: Database): Promise<CatalogueIds> {
  const assets: { id: string; symbol: string; current_price: string; type: 'crypto' | 'stock' }[] = await db
    .knex('assets')
    .select('id', 'symbol', 'current_price', 'type');
  const durations: { id: string; hours: number; max_return_percent: string }[] = await db
    .knex('investment_durations')
    .select('id', 'hours', 'max_return_percent');
  return {
    asset: (symbol) => {
      const row = assets.find((asset) => asset.symbol === symbol);
      if (!row) throw new Error(`no seeded asset ${symbol}`);
      return { id: row.id, price: row.current_price, type: row.type };
    },
    duration: (hours) => {
      const row = durations.find((duration) => duration.hours === hours);
      if (!row) throw new Error(`no seeded ${hours}h duration`);
      return { id: row.id, maxReturnPercent: row.max_return_percent };
    },
  };
}
