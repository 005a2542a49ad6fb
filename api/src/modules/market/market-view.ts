// Why it is built this way: docs/decisions/0014-read-path-in-memory.md
import { type Asset, Decimal, type Duration, type TradingSettings } from '@tradesim/core';
import type { Db } from '../../db/handle.js';
import { cachedValue } from '../../read-model/cached-value.js';
import type { OutboxEvent } from '../../realtime/outbox-repo.js';
import { readTradingLimits } from '../trading-settings/service.js';
import { type AssetFilter, listActiveDurationRows, listAllAssetRows } from './repo.js';
import { toAsset, toDuration, toTradingSettings } from './wire.js';

/**
 * What every signed-in screen reads and few requests change: the catalogue, the active
 * investment durations and the trading limits, held in memory by each instance so that
 * GET /api/assets, /api/assets/:id, /api/durations and /api/settings/trading do not touch the
 * database. Each is reloaded whole (a few dozen rows, one statement) after an event says it
 * changed: every catalogue edit and every price tick publishes an `assets` event, a settings or
 * durations edit a `settings` event. Money never reads these copies: a purchase checks the
 * price, the period and the limits in its own statement.
 */
export interface MarketView {
  listAssets(filter: AssetFilter): Promise<Asset[]>;
  /** Active or not: an investment in a withdrawn asset still links to its page. */
  findAsset(id: string): Promise<Asset | undefined>;
  listDurations(): Promise<Duration[]>;
  tradingSettings(): Promise<TradingSettings>;
  /** Forgets what committed events changed (from this process at its commit, and from the outbox tail). */
  hear(events: readonly OutboxEvent[]): void;
  /** Forgets everything: after a change that published no event (SQL run by hand, a test's). */
  forget(): void;
}

/** An asset with what the list filters and sorts on, worked out once per load. */
interface Entry {
  asset: Asset;
  name: string;
  symbol: string;
  nameKey: Buffer;
  price: Decimal;
  change: Decimal;
}

/** Changes that no event announced (an operator's SQL) show within this long. */
const maxAgeMs = 5_000;

export function createMarketView(db: Db): MarketView {
  const catalogue = cachedValue(
    async () => {
      const entries = (await listAllAssetRows(db)).map(
        (row): Entry => ({
          asset: toAsset(row),
          name: row.name.toLowerCase(),
          symbol: row.symbol.toLowerCase(),
          nameKey: Buffer.from(row.name.toLowerCase(), 'utf8'),
          price: new Decimal(row.current_price),
          change: new Decimal(row.change_percent_24h),
        }),
      );
      return { entries, byId: new Map(entries.map((entry) => [entry.asset.id, entry.asset])) };
    },
    { maxAgeMs },
  );
  const durations = cachedValue(async () => (await listActiveDurationRows(db)).map(toDuration), { maxAgeMs });
  const trading = cachedValue(async () => toTradingSettings(await readTradingLimits(db)), { maxAgeMs });

  return {
    async listAssets(filter) {
      const { entries } = await catalogue.get();
      return entries
        .filter((entry) => matches(entry, filter))
        .sort(ordering(filter))
        .map((entry) => entry.asset);
    },
    async findAsset(id) {
      return (await catalogue.get()).byId.get(id);
    },
    listDurations: () => durations.get(),
    tradingSettings: () => trading.get(),
    hear(events) {
      for (const event of events) {
        if (event.topic === 'assets') catalogue.invalidate();
        else if (event.topic === 'settings') {
          durations.invalidate();
          trading.invalidate();
        }
      }
    },
    forget() {
      for (const value of [catalogue, durations, trading]) value.invalidate();
    },
  };
}

function matches(entry: Entry, filter: AssetFilter): boolean {
  if (!entry.asset.isActive) return false;
  if (filter.type && entry.asset.type !== filter.type) return false;
  if (!filter.q) return true;
  const text = filter.q.toLowerCase();
  return entry.name.includes(text) || entry.symbol.includes(text);
}

/**
 * The order the list has always had: by change, price or name (case-insensitive, by code point,
 * the same on every database), then by symbol and id, so equal keys never swap between reads.
 */
function ordering(filter: AssetFilter): (a: Entry, b: Entry) => number {
  const direction = filter.order === 'asc' ? 1 : -1;
  const primary =
    filter.sort === 'name'
      ? (a: Entry, b: Entry) => Buffer.compare(a.nameKey, b.nameKey)
      : filter.sort === 'price'
        ? (a: Entry, b: Entry) => a.price.comparedTo(b.price)
        : (a: Entry, b: Entry) => a.change.comparedTo(b.change);
  return (a, b) =>
    direction * primary(a, b) ||
    compareText(a.asset.symbol, b.asset.symbol) ||
    compareText(a.asset.id, b.asset.id);
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
