import type { AssetType } from '@tradesim/core';
import type { Db } from '../../db/handle.js';
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

/** The whole catalogue, active or not, for the in-memory market view (market-view.ts). */
export async function listAllAssetRows(db: Db): Promise<AssetRow[]> {
  return db('assets').select(assetColumns);
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
