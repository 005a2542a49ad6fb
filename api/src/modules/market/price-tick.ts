// Why it is built this way: docs/decisions/0016-catalogue-and-prices.md
import { Decimal, priceChange, type Rng, stepPrice, type TickPrice } from '@tradesim/core';
import type { AppContext, Db } from '../../context.js';
import { publish } from '../../realtime/publish.js';
import {
  insertTickHistory,
  listTickPriceRows,
  lockActiveAssetsForTick,
  nextTickId,
  type TickedAsset,
  type TickSourceRow,
  updateTickedAssets,
} from './tick-repo.js';
import { toTickPrice } from './wire.js';

export type { TickPrice } from '@tradesim/core';

const dayMs = 24 * 3_600_000;
// change_percent_24h is numeric(12,4). A ±1 % step never gets near it, but an admin's price
// edit from dust to thousands could; the tick must not fail for every asset because of one.
const percentLimit = new Decimal('99999999.9999');

/**
 * One tick of the simulated market (docs/architecture.md#prices-and-market-data), in one transaction: every active asset
 * steps by up to ±1 %, gets one price_history row (one INSERT for all), has its price and 24 h
 * change updated (one UPDATE for all), and one `assets` `tick` event is published, delivered
 * only if all of it commits. The event carries the tick id only; each instance then reads the
 * prices once with loadTickPrices. With no active asset nothing is written or published and
 * the tick id is -1 (no sequence number is spent on it).
 */
export async function tickPrices(
  ctx: AppContext,
  options: { now: Date; rng: Rng },
): Promise<{ tickId: number; assets: number }> {
  const { now, rng } = options;
  return ctx.knex.transaction(async (trx) => {
    const sources = await lockActiveAssetsForTick(trx, new Date(now.getTime() - dayMs));
    if (sources.length === 0) return { tickId: -1, assets: 0 };
    const assets = sources.map((source) => stepAsset(source, rng));
    const tickId = await nextTickId(trx);
    await insertTickHistory(trx, { tickId, now, assets });
    await updateTickedAssets(trx, { now, assets });
    await publish(trx, [{ topic: 'assets', event: 'tick', data: { tickId }, at: now.toISOString() }]);
    return { tickId, assets: assets.length };
  });
}

/**
 * The new price and its change against the recorded price closest to 24 h ago. An asset with
 * no history yet is measured against the price it had before this step.
 */
function stepAsset(source: TickSourceRow, rng: Rng): TickedAsset {
  const price = stepPrice(source.current_price, rng);
  const { change, changePercent } = priceChange(price, source.reference_price ?? source.current_price);
  const percent = Decimal.min(Decimal.max(changePercent, percentLimit.negated()), percentLimit);
  return {
    id: source.id,
    price: price.toFixed(),
    change24h: change.toFixed(),
    changePercent24h: percent.toFixed(4),
  };
}

/** The prices a tick wrote, in wire form, for the realtime hub to send once to every client. */
export async function loadTickPrices(db: Db, tickId: number): Promise<TickPrice[]> {
  const rows = await listTickPriceRows(db, tickId);
  return rows.map(toTickPrice);
}
