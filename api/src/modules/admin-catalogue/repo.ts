import type { AssetType } from '@tradesim/core';
import type { Db } from '../../context.js';
import { assetColumns, escapeLike } from '../market/repo.js';
import type { AssetRow } from '../market/wire.js';

export interface AdminAssetFilter {
  q?: string | undefined;
  type?: AssetType | undefined;
  status: 'all' | 'active' | 'inactive';
}

/** Every asset, active or not, newest first (docs/product/admin-console.md#calls-and-audit-actions "Assets"). */
export async function listAdminAssetRows(db: Db, filter: AdminAssetFilter): Promise<AssetRow[]> {
  const query = db('assets').select(assetColumns);
  if (filter.type) query.where('type', filter.type);
  if (filter.status !== 'all') query.where('is_active', filter.status === 'active');
  if (filter.q) {
    const pattern = `%${escapeLike(filter.q)}%`;
    query.where((match) => match.whereILike('name', pattern).orWhereILike('symbol', pattern));
  }
  return query.orderBy([
    { column: 'created_at', order: 'desc' },
    { column: 'id', order: 'desc' },
  ]);
}

export async function assetExists(db: Db, key: { symbol: string; type: AssetType }): Promise<boolean> {
  return (await db('assets').where(key).first('id')) !== undefined;
}

/** Which of these symbols are listed, as `type:symbol` keys. */
export async function listedSymbolKeys(db: Db, symbols: readonly string[]): Promise<Set<string>> {
  if (symbols.length === 0) return new Set();
  const rows: { symbol: string; type: AssetType }[] = await db('assets')
    .select('symbol', 'type')
    .whereIn('symbol', [...new Set(symbols)]);
  return new Set(rows.map((row) => `${row.type}:${row.symbol}`));
}

export interface NewAssetValues {
  symbol: string;
  name: string;
  type: AssetType;
  icon: string | null;
  price: string;
  change24h: string;
  changePercent24h: string;
  marketCap: string | null;
  volume24h: string | null;
}

/**
 * Inserts an asset unless one with the same symbol and type exists: the unique (symbol, type)
 * index decides, so two admins adding the same asset at once add it once. Null when it existed.
 */
export async function insertAssetRow(db: Db, asset: NewAssetValues, now: Date): Promise<AssetRow | null> {
  const [row] = await db('assets')
    .insert({
      symbol: asset.symbol,
      name: asset.name,
      type: asset.type,
      icon: asset.icon,
      current_price: asset.price,
      change_24h: asset.change24h,
      change_percent_24h: asset.changePercent24h,
      market_cap: asset.marketCap,
      volume_24h: asset.volume24h,
      created_at: now,
      updated_at: now,
    })
    .onConflict(['symbol', 'type'])
    .ignore()
    .returning(assetColumns);
  return row ?? null;
}

/** The first point of an asset's chart: its price when it was listed. */
export async function insertFirstPrice(db: Db, point: { assetId: string; price: string; now: Date }) {
  await db('price_history').insert({ asset_id: point.assetId, price: point.price, recorded_at: point.now });
}

export interface LockedAssetRow extends AssetRow {
  image_file_id: string | null;
}

/** The asset, locked until the transaction ends (a price tick or a purchase's key check waits). */
export async function lockAssetRow(db: Db, id: string): Promise<LockedAssetRow | undefined> {
  return db('assets')
    .select([...assetColumns, 'image_file_id'])
    .where('id', id)
    .forUpdate()
    .first();
}

export interface AssetColumnChanges {
  name?: string;
  icon?: string | null;
  is_active?: boolean;
  market_cap?: string | null;
  volume_24h?: string | null;
}

export async function updateAssetRow(
  db: Db,
  id: string,
  change: { columns: AssetColumnChanges; now: Date },
): Promise<AssetRow> {
  const [row] = await db('assets')
    .where('id', id)
    .update({ ...change.columns, updated_at: change.now })
    .returning(assetColumns);
  return row;
}

/** Whether any investment (active, settled or archived) points at the asset. */
export async function assetHasInvestments(db: Db, assetId: string): Promise<boolean> {
  return (await db('investments').where('asset_id', assetId).first('id')) !== undefined;
}

/** Deletes the asset; its price history goes with it (ON DELETE CASCADE). */
export async function deleteAssetRow(db: Db, id: string): Promise<void> {
  await db('assets').where('id', id).delete();
}

export interface ImageSourceRow {
  id: string;
  symbol: string;
  type: AssetType;
  icon: string | null;
}

/** Every asset whose image can be refreshed, in a stable order. */
export async function listImageSourceRows(db: Db): Promise<ImageSourceRow[]> {
  return db('assets')
    .select('id', 'symbol', 'type', 'icon')
    .orderBy([{ column: 'type' }, { column: 'symbol' }, { column: 'id' }]);
}
