import {
  type AssetType,
  adminScreenMessages,
  type BackgroundJob,
  type BulkAddPreset,
  type BulkAddResult,
  bulkCryptoSymbols,
  bulkStockSymbols,
  errorCatalogue,
  isAppError,
} from '@tradesim/core';
import type { AppContext } from '../../context.js';
import { isDatabaseUnavailable } from '../../db/errors.js';
import type { AuditActor } from '../audit/service.js';
import type { JobWork } from '../background-jobs/runner.js';
import { startBackgroundJob } from '../background-jobs/service.js';
import { addAsset } from './add-asset.js';
import { fetchQuote, valuesFromQuote } from './quote.js';
import { assetExists } from './repo.js';

interface BulkItem {
  symbol: string;
  type: AssetType;
}

type ItemResult = BulkAddResult['results'][number];

/** docs/product/admin-console.md#constants-and-limits: the 20 cryptocurrencies, the 30 stocks, or both (cryptos first). */
export function bulkAddItems(preset: BulkAddPreset): BulkItem[] {
  const cryptos = bulkCryptoSymbols.map((symbol) => ({ symbol, type: 'crypto' as const }));
  const stocks = bulkStockSymbols.map((symbol) => ({ symbol, type: 'stock' as const }));
  if (preset === 'crypto') return cryptos;
  if (preset === 'stocks') return stocks;
  return [...cryptos, ...stocks];
}

const alreadyExists = errorCatalogue.ASSET_ALREADY_EXISTS.message;

/** Why a symbol could not be added: the AppError's text, or the spec's generic one (logged). */
function failureMessage(ctx: AppContext, item: BulkItem, error: unknown): string {
  if (isAppError(error)) return error.message;
  ctx.log.error({ err: error, symbol: item.symbol, type: item.type }, 'bulk add failed');
  return adminScreenMessages.addAssetFailed;
}

/** One symbol: skipped when listed, else quoted and added; whether the provider was asked. */
async function addOne(
  ctx: AppContext,
  actor: AuditActor,
  item: BulkItem,
): Promise<{ result: ItemResult; askedProvider: boolean }> {
  if (await assetExists(ctx.knex, item)) {
    return { result: { ...item, status: 'skipped', message: alreadyExists }, askedProvider: false };
  }
  try {
    const values = valuesFromQuote(await fetchQuote(ctx, item.type, item.symbol), item);
    const added = await ctx.knex.transaction((trx) => addAsset(trx, actor, values, ctx.clock.now()));
    const result: ItemResult = added
      ? { ...item, status: 'added' }
      : { ...item, status: 'skipped', message: alreadyExists };
    return { result, askedProvider: true };
  } catch (error) {
    // Without the database the job cannot go on (or record anything): it ends as failed.
    if (isDatabaseUnavailable(error)) throw error;
    return {
      result: { ...item, status: 'failed', message: failureMessage(ctx, item, error) },
      askedProvider: true,
    };
  }
}

/**
 * Adds the preset's symbols one by one, as the admin who started it (each added asset has its
 * own ADD_ASSET entry and `assets` `insert` event). Pauses after each provider call (admin
 * docs/product/admin-console.md#constants-and-limits: 1 s after a crypto, 1.5 s after a stock) to stay under the sources' rate limits.
 */
function bulkAddWork(ctx: AppContext, actor: AuditActor, items: readonly BulkItem[]): JobWork {
  return async (control) => {
    const pauses = ctx.config.catalogueJobPauses;
    const summary: BulkAddResult = { added: 0, skipped: 0, failed: 0, results: [] };
    for (const [index, item] of items.entries()) {
      const { result, askedProvider } = await addOne(ctx, actor, item);
      summary[result.status] += 1;
      summary.results.push(result);
      await control.progress(index + 1, summary);
      if (askedProvider && index < items.length - 1)
        await control.pause(item.type === 'crypto' ? pauses.cryptoMs : pauses.stockMs);
    }
    return summary;
  };
}

/** Queues a bulk add of a preset; answers with the queued job at once. */
export function startBulkAdd(
  ctx: AppContext,
  admin: { adminId: string; actor: AuditActor },
  preset: BulkAddPreset,
): Promise<BackgroundJob> {
  const items = bulkAddItems(preset);
  return startBackgroundJob(
    ctx,
    { name: 'bulk-add-assets', params: { preset }, total: items.length, createdBy: admin.adminId },
    bulkAddWork(ctx, admin.actor, items),
  );
}
