import {
  AppError,
  adminScreenMessages,
  type BackgroundJob,
  type ImageRefreshResult,
  isAppError,
} from '@tradesim/core';
import type { AppContext } from '../../context.js';
import { isDatabaseUnavailable } from '../../db/errors.js';
import type { AuditActor } from '../audit/service.js';
import type { JobWork } from '../background-jobs/runner.js';
import { startBackgroundJob } from '../background-jobs/service.js';
import { editAsset } from './edit-asset.js';
import { fetchQuote } from './quote.js';
import { type ImageSourceRow, listImageSourceRows } from './repo.js';

type ItemResult = ImageRefreshResult['results'][number];

/** One asset: its icon set to the provider's, unless it is that already. */
async function refreshOne(ctx: AppContext, actor: AuditActor, asset: ImageSourceRow): Promise<ItemResult> {
  const item = { symbol: asset.symbol, type: asset.type };
  try {
    const quote = await fetchQuote(ctx, asset.type, asset.symbol);
    const icon = quote.icon?.trim().slice(0, 500);
    if (!icon) return { ...item, status: 'failed', message: 'No image available for this asset' };
    if (icon === asset.icon) return { ...item, status: 'alreadyOptimal' };
    const now = ctx.clock.now();
    const edited = await ctx.knex.transaction((trx) =>
      editAsset(trx, actor, { id: asset.id, edit: { icon }, now }),
    );
    if (!edited) return { ...item, status: 'failed', message: new AppError('ASSET_NOT_FOUND').message };
    return { ...item, status: edited.changed ? 'updated' : 'alreadyOptimal' };
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error;
    if (isAppError(error)) return { ...item, status: 'failed', message: error.message };
    ctx.log.error({ err: error, symbol: asset.symbol }, 'image refresh failed');
    return { ...item, status: 'failed', message: adminScreenMessages.updateAssetFailed };
  }
}

/**
 * Sets every asset's icon to the one its market-data source gives, one asset at a time with
 * the 300 ms pause of docs/product/admin-console.md#constants-and-limits between provider calls. Each changed icon is an UPDATE_ASSET
 * entry by the admin who started the job, and an `assets` `update` event.
 */
function imageRefreshWork(ctx: AppContext, actor: AuditActor, assets: readonly ImageSourceRow[]): JobWork {
  return async (control) => {
    const summary: ImageRefreshResult = { updated: 0, alreadyOptimal: 0, failed: 0, results: [] };
    for (const [index, asset] of assets.entries()) {
      const result = await refreshOne(ctx, actor, asset);
      summary[result.status] += 1;
      summary.results.push(result);
      await control.progress(index + 1, summary);
      if (index < assets.length - 1) await control.pause(ctx.config.catalogueJobPauses.imageMs);
    }
    return summary;
  };
}

/** Queues an image refresh of the whole catalogue; answers with the queued job at once. */
export async function startImageRefresh(
  ctx: AppContext,
  admin: { adminId: string; actor: AuditActor },
): Promise<BackgroundJob> {
  const assets = await listImageSourceRows(ctx.knex);
  return startBackgroundJob(
    ctx,
    { name: 'refresh-asset-images', params: {}, total: assets.length, createdBy: admin.adminId },
    imageRefreshWork(ctx, admin.actor, assets),
  );
}
