import type { Asset } from '@tradesim/core';
import type { Db } from '../../context.js';
import { publish } from '../../realtime/publish.js';
import { type AuditActor, recordAudit } from '../audit/service.js';
import { toAsset } from '../market/wire.js';
import { assetEvent } from './asset-events.js';
import { insertAssetRow, insertFirstPrice, type NewAssetValues } from './repo.js';

/** An asset as its ADD_ASSET and DELETE_ASSET audit entries record it. */
export function assetAuditValues(asset: Asset): Record<string, unknown> {
  const { symbol, name, type, icon, price, marketCap, volume24h, isActive } = asset;
  return { symbol, name, type, icon, price, marketCap, volume24h, isActive };
}

/**
 * Lists a new asset inside the caller's transaction: the row, the first point of its chart, the
 * ADD_ASSET audit entry and the `assets` `insert` event. Null (and nothing written) when an
 * asset with the same symbol and type already exists, however close the race.
 */
export async function addAsset(
  trx: Db,
  actor: AuditActor,
  values: NewAssetValues,
  now: Date,
): Promise<Asset | null> {
  const row = await insertAssetRow(trx, values, now);
  if (!row) return null;
  await insertFirstPrice(trx, { assetId: row.id, price: row.current_price, now });
  const asset = toAsset(row);
  await recordAudit(
    trx,
    actor,
    {
      action: 'ADD_ASSET',
      tableName: 'assets',
      recordId: asset.id,
      newValues: assetAuditValues(asset),
    },
    now,
  );
  await publish(trx, [assetEvent('insert', asset, now)]);
  return asset;
}
