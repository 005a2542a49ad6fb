import type { AssetType } from '@tradesim/core';
import type { Db } from '../../context.js';

/** The scheduler's row of the price feed (`job_state`, docs/architecture.md#jobs). */
export const priceFeedJobName = 'market-update';

export interface PriceFeedStateRow {
  is_enabled: boolean;
  is_running: boolean;
  last_started_at: Date | null;
  last_finished_at: Date | null;
  next_run_at: Date | null;
  last_error: string | null;
  error_count: number;
}

export interface FeedAssetRow {
  id: string;
  symbol: string;
  type: AssetType;
}

/** Active assets, for the feed to ask the sources about. */
export async function listFeedAssets(db: Db): Promise<FeedAssetRow[]> {
  return db('assets').select('id', 'symbol', 'type').where('is_active', true).orderBy('id');
}

export interface QuotedFigures {
  id: string;
  marketCap: string | null;
  volume24h: string | null;
}

/** Market cap and 24 h volume where a source reported them; a figure it left out stays as it was. */
export async function updateQuotedFigures(db: Db, figures: readonly QuotedFigures[]): Promise<void> {
  const reported = figures.filter((figure) => figure.marketCap !== null || figure.volume24h !== null);
  if (reported.length === 0) return;
  await db.raw(
    `UPDATE assets AS a
     SET market_cap = COALESCE(v.market_cap, a.market_cap), volume_24h = COALESCE(v.volume, a.volume_24h)
     FROM jsonb_to_recordset(?::jsonb) AS v(id uuid, market_cap numeric, volume numeric)
     WHERE a.id = v.id`,
    [JSON.stringify(reported.map((f) => ({ id: f.id, market_cap: f.marketCap, volume: f.volume24h })))],
  );
}

/** The feed's row; undefined until the feed or the scheduler first touched it. */
export async function findPriceFeedState(db: Db): Promise<PriceFeedStateRow | undefined> {
  return db('job_state').where('name', priceFeedJobName).first();
}

/** The feed's row, locked; created switched off (the feed waits for an admin on a fresh database). */
export async function lockPriceFeedState(db: Db, now: Date): Promise<PriceFeedStateRow> {
  await db('job_state')
    .insert({ name: priceFeedJobName, is_enabled: false, updated_at: now })
    .onConflict('name')
    .ignore();
  return db('job_state').where('name', priceFeedJobName).forUpdate().first();
}

/** Switches the feed on or off; the next run is set when on and cleared when off. */
export async function switchPriceFeed(
  db: Db,
  change: { enabled: boolean; nextRunAt: Date | null; now: Date },
): Promise<void> {
  await db('job_state')
    .where('name', priceFeedJobName)
    .update({ is_enabled: change.enabled, next_run_at: change.nextRunAt, updated_at: change.now });
}
