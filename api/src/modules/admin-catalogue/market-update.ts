import {
  type AssetType,
  Decimal,
  isLikelyStockSymbol,
  isPriceFeedCrypto,
  priceChange,
  roundPrice,
} from '@tradesim/core';
import type { AppContext } from '../../context.js';
import type { JobDefinition } from '../../jobs/job.js';
import type { MarketDataProvider, MarketQuote } from '../../market-data/provider.js';
import { publish } from '../../realtime/publish.js';
import { type AuditActor, recordAudit } from '../audit/service.js';
import {
  insertTickHistory,
  lockActiveAssetsForTick,
  nextTickId,
  type TickedAsset,
  updateTickedAssets,
} from '../market/tick-repo.js';
import {
  type FeedAssetRow,
  listFeedAssets,
  type QuotedFigures,
  updateQuotedFigures,
} from './price-feed-repo.js';

/** docs/product/admin-console.md#states-and-transitions and #constants-and-limits: an update every 4 minutes while started, at least 3 minutes apart. */
export const priceFeedIntervalMs = 4 * 60_000;
export const priceFeedMinGapMs = 3 * 60_000;

const dayMs = 24 * 3_600_000;
// The columns' limits: numeric(30,10) prices, numeric(12,4) percents, numeric(30,2) figures.
const priceLimit = new Decimal('1e19');
const percentLimit = new Decimal('99999999.9999');
const figureLimit = new Decimal('1e27');

const isWritablePrice = (price: Decimal) => price.greaterThan(0) && price.lessThan(priceLimit);
const keyOf = (type: AssetType, symbol: string) => `${type}:${symbol}`;

/** The quotes the source gives for the assets it can quote; none asked, none fetched. */
async function fetchQuotes(provider: MarketDataProvider, symbols: string[]): Promise<MarketQuote[]> {
  return symbols.length === 0 ? [] : provider.quotes(symbols);
}

const figure = (value: Decimal | null) => (value?.lessThan(figureLimit) ? value.toFixed(2) : null);

/**
 * Writes the quotes the way a price tick writes its steps (docs/architecture.md#prices-and-market-data), in one
 * transaction: one price_history row per quoted asset under a new tick id, the price and its
 * 24 h change against the recorded price closest to a day ago, market cap and volume where
 * reported, one `assets` `tick` event, and the admin's audit entry when an admin asked for it.
 */
async function writeQuotes(
  ctx: AppContext,
  input: { assets: FeedAssetRow[]; quotes: Map<string, MarketQuote>; actor: AuditActor | null },
): Promise<{ tickId: number; quoted: number }> {
  const now = ctx.clock.now();
  const byId = new Map(input.assets.map((asset) => [asset.id, asset]));
  return ctx.knex.transaction(async (trx) => {
    const sources = await lockActiveAssetsForTick(trx, new Date(now.getTime() - dayMs));
    const ticked: (TickedAsset & { symbol: string; previous: string })[] = [];
    const figures: QuotedFigures[] = [];
    for (const source of sources) {
      const asset = byId.get(source.id);
      const quote = asset && input.quotes.get(keyOf(asset.type, asset.symbol));
      if (!asset || !quote || !isWritablePrice(quote.price)) continue;
      const price = roundPrice(quote.price);
      const { change, changePercent } = priceChange(price, source.reference_price ?? source.current_price);
      const percent = Decimal.min(Decimal.max(changePercent, percentLimit.negated()), percentLimit);
      ticked.push({
        id: asset.id,
        symbol: asset.symbol,
        previous: source.current_price,
        price: price.toFixed(),
        change24h: change.toFixed(),
        changePercent24h: percent.toFixed(4),
      });
      figures.push({ id: asset.id, marketCap: figure(quote.marketCap), volume24h: figure(quote.volume24h) });
    }
    if (ticked.length === 0) return { tickId: -1, quoted: 0 };
    const tickId = await nextTickId(trx);
    await insertTickHistory(trx, { tickId, now, assets: ticked });
    await updateTickedAssets(trx, { now, assets: ticked });
    await updateQuotedFigures(trx, figures);
    await publish(trx, [{ topic: 'assets', event: 'tick', data: { tickId }, at: now.toISOString() }]);
    if (input.actor) {
      const prices = (pick: 'previous' | 'price') =>
        ticked.map((asset) => ({ id: asset.id, symbol: asset.symbol, price: asset[pick] }));
      await recordAudit(
        trx,
        input.actor,
        {
          action: 'UPDATE_ASSET_PRICES',
          tableName: 'assets',
          recordId: null,
          oldValues: { prices: prices('previous') },
          newValues: { prices: prices('price'), tickId },
        },
        now,
      );
    }
    return { tickId, quoted: ticked.length };
  });
}

/**
 * One price-feed update: quotes for every active asset the sources can quote (cryptos of the
 * feed's list, likely stock symbols) are fetched outside any transaction, then written at once.
 * When one source fails the other's quotes are still written, and the run then fails with that
 * source's error, so the feed's status counts it.
 */
export async function updateMarketPrices(
  ctx: AppContext,
  options: { actor: AuditActor | null },
): Promise<Record<string, unknown>> {
  const assets = await listFeedAssets(ctx.knex);
  const symbols = (type: AssetType, quotable: (symbol: string) => boolean) =>
    assets.filter((asset) => asset.type === type && quotable(asset.symbol)).map((asset) => asset.symbol);
  const outcomes = await Promise.allSettled([
    fetchQuotes(ctx.marketData.crypto, symbols('crypto', isPriceFeedCrypto)),
    fetchQuotes(ctx.marketData.stock, symbols('stock', isLikelyStockSymbol)),
  ]);
  const quotes = new Map<string, MarketQuote>();
  for (const outcome of outcomes)
    if (outcome.status === 'fulfilled')
      for (const quote of outcome.value) quotes.set(keyOf(quote.type, quote.symbol), quote);
  const written = await writeQuotes(ctx, { assets, quotes, actor: options.actor });
  const failed = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
  return { ...written, unquoted: assets.length - written.quoted };
}

/**
 * The admin price feed (docs/product/admin-console.md#states-and-transitions "Asset price scheduler"): switched off on a fresh
 * database and switched on and off by admins. It coexists with the simulated price tick: the
 * tick keeps moving every active asset every PRICE_TICK_MS, and each feed update re-anchors the
 * assets it can quote to the source's price, from which the tick walks on.
 */
export const marketUpdateJob: JobDefinition = {
  name: 'market-update',
  intervalMs: () => priceFeedIntervalMs,
  enabledByDefault: false,
  run: (ctx) => updateMarketPrices(ctx, { actor: null }),
};
