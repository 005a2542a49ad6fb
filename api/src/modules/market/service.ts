import {
  AppError,
  type Asset,
  type Duration,
  downsampleLttb,
  type PricePoint,
  type TradingSettings,
} from '@tradesim/core';
import type { AppContext } from '../../context.js';
import { type AssetFilter, listPriceHistoryRows } from './repo.js';
import { formatPriceDecimal } from './wire.js';

const dayMs = 24 * 3_600_000;

// The catalogue, the durations and the limits come from memory (market-view.ts).
export async function listAssets(ctx: AppContext, filter: AssetFilter): Promise<{ items: Asset[] }> {
  return { items: await ctx.marketView.listAssets(filter) };
}

/** Active or not: an investment in a withdrawn asset still links to its page. */
export async function getAsset(ctx: AppContext, id: string): Promise<Asset> {
  const asset = await ctx.marketView.findAsset(id);
  if (!asset) throw new AppError('ASSET_NOT_FOUND');
  return asset;
}

/** The last `days` days up to now, thinned with LTTB so the chart keeps its shape. */
export async function getPriceHistory(
  ctx: AppContext,
  id: string,
  query: { days: number; points: number },
): Promise<{ items: PricePoint[] }> {
  if (!(await ctx.marketView.findAsset(id))) throw new AppError('ASSET_NOT_FOUND');
  const to = ctx.clock.now();
  const from = new Date(to.getTime() - query.days * dayMs);
  const rows = await listPriceHistoryRows(ctx.knex, { assetId: id, from, to });
  // Numbers only choose which points to keep; the prices sent are the stored decimals.
  const kept = downsampleLttb(
    rows,
    query.points,
    (row) => row.recorded_at.getTime(),
    (row) => Number(row.price),
  );
  return {
    items: kept.map((row) => ({ time: row.recorded_at.toISOString(), price: formatPriceDecimal(row.price) })),
  };
}

export async function listDurations(ctx: AppContext): Promise<{ items: Duration[] }> {
  return { items: await ctx.marketView.listDurations() };
}

/** The limits users must respect, as admins set them. */
export async function getTradingSettings(ctx: AppContext): Promise<TradingSettings> {
  return ctx.marketView.tradingSettings();
}
