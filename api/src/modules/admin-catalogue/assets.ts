import { AppError, type Asset, type createAssetRequestSchema } from '@tradesim/core';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { isForeignKeyViolation } from '../../db/errors.js';
import { publish } from '../../realtime/publish.js';
import { type AuditActor, recordAudit } from '../audit/service.js';
import { toAsset } from '../market/wire.js';
import { addAsset, assetAuditValues } from './add-asset.js';
import type { AssetEdit } from './asset-changes.js';
import { assetDeletedEvent } from './asset-events.js';
import { editAsset } from './edit-asset.js';
import { fetchQuote, valuesFromQuote } from './quote.js';
import {
  type AdminAssetFilter,
  assetExists,
  assetHasInvestments,
  deleteAssetRow,
  listAdminAssetRows,
  lockAssetRow,
  type NewAssetValues,
} from './repo.js';

export type NewAsset = z.output<typeof createAssetRequestSchema>;

export async function listAdminAssets(
  ctx: AppContext,
  filter: AdminAssetFilter,
): Promise<{ items: Asset[] }> {
  return { items: (await listAdminAssetRows(ctx.knex, filter)).map(toAsset) };
}

/**
 * Adds an asset. Without a price the market-data source of its type is asked for a quote (its
 * errors propagate); with one, the admin's figures are taken as they are. The unique
 * (symbol, type) index makes a concurrent duplicate ASSET_ALREADY_EXISTS, not a second row.
 */
export async function createAsset(ctx: AppContext, actor: AuditActor, input: NewAsset): Promise<Asset> {
  const key = { symbol: input.symbol, type: input.type };
  // Checked first too, so a duplicate does not spend a call on the provider's rate limit.
  if (await assetExists(ctx.knex, key)) throw new AppError('ASSET_ALREADY_EXISTS');
  const values: NewAssetValues =
    input.price === undefined
      ? valuesFromQuote(await fetchQuote(ctx, input.type, input.symbol), {
          ...key,
          name: input.name,
          ...(input.icon === undefined ? {} : { icon: input.icon || null }),
        })
      : {
          ...key,
          name: input.name,
          icon: input.icon || null,
          price: input.price,
          change24h: '0',
          changePercent24h: '0',
          marketCap: null,
          volume24h: null,
        };
  const now = ctx.clock.now();
  const asset = await ctx.knex.transaction((trx) => addAsset(trx, actor, values, now));
  if (!asset) throw new AppError('ASSET_ALREADY_EXISTS');
  return asset;
}

/**
 * Edits an asset. Users hear an `assets` `update` with the asset as it stands: one that became
 * inactive leaves their lists (GET /api/assets lists active assets only).
 */
export async function updateAsset(
  ctx: AppContext,
  actor: AuditActor,
  id: string,
  edit: AssetEdit,
): Promise<Asset> {
  const now = ctx.clock.now();
  const edited = await ctx.knex.transaction((trx) => editAsset(trx, actor, { id, edit, now }));
  if (!edited) throw new AppError('ASSET_NOT_FOUND');
  return edited.asset;
}

/**
 * Deletes an asset for good, with its price history and stored image. Refused with
 * ASSET_IN_USE while any investment references it: the row lock taken first conflicts with
 * the key-share lock a purchase's insert takes on the asset, so a purchase either committed
 * before the check (and is seen) or waits and then finds the asset gone. The foreign key is
 * the last word; its refusal is ASSET_IN_USE too, never a 500.
 */
export async function deleteAsset(ctx: AppContext, actor: AuditActor, id: string): Promise<void> {
  const now = ctx.clock.now();
  try {
    await ctx.knex.transaction(async (trx) => {
      const row = await lockAssetRow(trx, id);
      if (!row) throw new AppError('ASSET_NOT_FOUND');
      if (await assetHasInvestments(trx, id)) throw new AppError('ASSET_IN_USE');
      await deleteAssetRow(trx, id);
      if (row.image_file_id) await ctx.storage.remove(trx, row.image_file_id);
      await recordAudit(
        trx,
        actor,
        {
          action: 'DELETE_ASSET',
          tableName: 'assets',
          recordId: id,
          targetLabel: row.symbol,
          oldValues: assetAuditValues(toAsset(row)),
        },
        now,
      );
      await publish(trx, [assetDeletedEvent(id, now)]);
    });
  } catch (error) {
    if (isForeignKeyViolation(error, 'investments_asset_id_fkey')) throw new AppError('ASSET_IN_USE');
    throw error;
  }
}
