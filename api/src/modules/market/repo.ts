import type { AssetType } from '@tradesim/core';
import type { Db } from '../../context.js';
import type { AssetRow, DurationRow } from './wire.js';

/** An asset row's columns as the wire mapping (wire.ts) reads them. */
export const assetColumns = [
  'id',
  'symbol',
  'name',
  'type',
  'icon',
  'current_price',
  'change_24h',
  'change_percent_24h',
  'market_cap',
  'volume_24h',
  'is_active',
  'updated_at',
] as const;

export interface AssetFilter {
  type?: AssetType | undefined;
  q?: string | undefined;
  sort: 'change' | 'price' | 'name';
  order: 'asc' | 'desc';
}

/** `%` and `_` typed by a user are text to find, not wildcards. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

// Names sort case-insensitively by code point: PGlite and PostgreSQL may have different default
// collations, and the market list must come back in the same order from either.
const sortExpressions = {
  change: 'change_percent_24h',
  price: 'current_price',
  name: 'lower(name) COLLATE "C"',
} as const;

export async function listActiveAssetRows(db: Db, filter: AssetFilter): Promise<AssetRow[]> {
  const query = db('assets').select(assetColumns).where('is_active', true);
  if (filter.type) query.where('type', filter.type);
  if (filter.q) {
    const pattern = `%${escapeLike(filter.q)}%`;
    query.where((match) => match.whereILike('name', pattern).orWhereILike('symbol', pattern));
  }
  const direction = filter.order === 'asc' ? 'ASC' : 'DESC';
  // Symbol (then id: a symbol may exist once per type) breaks ties so the order never wobbles.
  return query.orderByRaw(`${sortExpressions[filter.sort]} ${direction}, symbol ASC, id ASC`);
}

export async function findAssetRow(db: Db, id: string): Promise<AssetRow | undefined> {
  return db('assets').select(assetColumns).where('id', id).first();
}

export interface PriceHistoryRow {
  price: string;
  recorded_at: Date;
}

/** Ascending by time; an index-only range scan on price_history (asset_id, recorded_at). */
export async function listPriceHistoryRows(
  db: Db,
  range: { assetId: string; from: Date; to: Date },
): Promise<PriceHistoryRow[]> {
  return db('price_history')
    .select('price', 'recorded_at')
    .where('asset_id', range.assetId)
    .whereBetween('recorded_at', [range.from, range.to])
    .orderBy('recorded_at', 'asc');
}

export async function listActiveDurationRows(db: Db): Promise<DurationRow[]> {
  return db('investment_durations')
    .select('id', 'label', 'hours', 'max_return_percent')
    .where('is_active', true)
    .orderBy([{ column: 'hours' }, { column: 'label' }, { column: 'id' }]);
}
