import type { Db } from '../../context.js';
import type { TickPriceRow } from './wire.js';

export async function nextTickId(db: Db): Promise<number> {
  const { rows } = await db.raw<{ rows: { id: string | number }[] }>(
    "SELECT nextval('price_tick_seq') AS id",
  );
  return Number(rows[0]?.id);
}

export interface TickSourceRow {
  id: string;
  current_price: string;
  /** The recorded price closest to `dayAgo`, or null when the asset has no history at all. */
  reference_price: string | null;
}

/**
 * Every active asset, locked for the tick (an admin's price edit waits rather than being
 * overwritten), with its recorded price closest to `dayAgo`. Two index lookups per asset on
 * price_history (asset_id, recorded_at) INCLUDE (price): the last point at or before, the first
 * after; the nearer wins, the earlier on a tie. Ordered by id, so a seeded rng steps the same
 * asset the same way every time.
 */
export async function lockActiveAssetsForTick(db: Db, dayAgo: Date): Promise<TickSourceRow[]> {
  const { rows } = await db.raw<{ rows: TickSourceRow[] }>(
    `SELECT a.id, a.current_price,
       CASE
         WHEN earlier.recorded_at IS NULL THEN later.price
         WHEN later.recorded_at IS NULL THEN earlier.price
         WHEN ?::timestamptz - earlier.recorded_at <= later.recorded_at - ?::timestamptz THEN earlier.price
         ELSE later.price
       END AS reference_price
     FROM assets a
     LEFT JOIN LATERAL (
       SELECT h.price, h.recorded_at FROM price_history h
       WHERE h.asset_id = a.id AND h.recorded_at <= ?
       ORDER BY h.recorded_at DESC LIMIT 1
     ) earlier ON true
     LEFT JOIN LATERAL (
       SELECT h.price, h.recorded_at FROM price_history h
       WHERE h.asset_id = a.id AND h.recorded_at > ?
       ORDER BY h.recorded_at ASC LIMIT 1
     ) later ON true
     WHERE a.is_active
     ORDER BY a.id
     FOR UPDATE OF a`,
    [dayAgo, dayAgo, dayAgo, dayAgo],
  );
  return rows;
}

export interface TickedAsset {
  id: string;
  price: string;
  change24h: string;
  changePercent24h: string;
}

/** One statement for all the tick's history points. */
export async function insertTickHistory(
  db: Db,
  tick: { tickId: number; now: Date; assets: readonly TickedAsset[] },
): Promise<void> {
  await db('price_history').insert(
    tick.assets.map((asset) => ({
      asset_id: asset.id,
      price: asset.price,
      recorded_at: tick.now,
      tick_id: tick.tickId,
    })),
  );
}

/** One statement for all the assets: the new figures travel as one JSON array of decimal strings. */
export async function updateTickedAssets(
  db: Db,
  tick: { now: Date; assets: readonly TickedAsset[] },
): Promise<void> {
  await db.raw(
    `UPDATE assets AS a
     SET current_price = v.price, change_24h = v.change, change_percent_24h = v.change_percent, updated_at = ?
     FROM jsonb_to_recordset(?::jsonb) AS v(id uuid, price numeric, change numeric, change_percent numeric)
     WHERE a.id = v.id`,
    [
      tick.now,
      JSON.stringify(
        tick.assets.map((asset) => ({
          id: asset.id,
          price: asset.price,
          change: asset.change24h,
          change_percent: asset.changePercent24h,
        })),
      ),
    ],
  );
}

/** The assets a tick moved, as they stand now (a later write wins: clients want the latest). */
export async function listTickPriceRows(db: Db, tickId: number): Promise<TickPriceRow[]> {
  return db('price_history as h')
    .join('assets as a', 'a.id', 'h.asset_id')
    .select('a.id', 'a.symbol', 'a.current_price', 'a.change_24h', 'a.change_percent_24h', 'a.updated_at')
    .where('h.tick_id', tickId)
    .orderBy([{ column: 'a.symbol' }, { column: 'a.id' }]);
}
