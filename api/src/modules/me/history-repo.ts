import {
  bucketOf,
  formatMoney,
  type HistoryPoint,
  type HistoryResolution,
  historyResolutions,
  type InvestmentState,
  toDecimal,
} from '@tradesim/core';
import type { Db } from '../../context.js';
import { investmentJsonSql, parseInvestmentsJson } from './investment-json.js';

/** A user's cash and open investments, read in one statement (they always agree). */
export interface Holdings {
  userId: string;
  balance: string;
  open: InvestmentState[];
}

const holdingsSelect = `
  SELECT p.id AS user_id, p.balance::text AS balance,
         coalesce((SELECT json_agg(${investmentJsonSql}) FROM investments AS i
                    WHERE i.user_id = p.id AND i.status = 'active'), '[]'::json) AS open
    FROM profiles AS p`;

/**
 * Who gets a point: users holding cash or an open investment, and those whose last point was
 * not zero (so a chart sees the fall to zero once; after that nothing is written for them).
 */
const holdersSql = `${holdingsSelect}
   WHERE p.id > :after::uuid
     AND (p.balance > 0
          OR EXISTS (SELECT 1 FROM investments AS i WHERE i.user_id = p.id AND i.status = 'active')
          OR (SELECT h.net_worth FROM portfolio_history AS h
               WHERE h.user_id = p.id AND h.resolution_minutes = :fine
               ORDER BY h.bucket DESC LIMIT 1) > 0)
   ORDER BY p.id
   LIMIT :limit`;

interface HoldingsRow {
  user_id: string;
  balance: string;
  open: unknown;
}

const toHoldings = (row: HoldingsRow): Holdings => ({
  userId: row.user_id,
  balance: row.balance,
  open: parseInvestmentsJson(row.open),
});

export const firstUserId = '00000000-0000-0000-0000-000000000000';

/** The next page of holders after `after` (a user id), in id order. */
export async function listHolders(db: Db, page: { after: string; limit: number }): Promise<Holdings[]> {
  const fine = historyResolutions[0].minutes;
  const result = await db.raw<{ rows: HoldingsRow[] }>(holdersSql, { ...page, fine });
  return result.rows.map(toHoldings);
}

export async function findHoldings(db: Db, userId: string): Promise<Holdings | undefined> {
  const result = await db.raw<{ rows: HoldingsRow[] }>(`${holdingsSelect} WHERE p.id = ?`, [userId]);
  const [row] = result.rows;
  return row && toHoldings(row);
}

/**
 * Writes each user's point into every series whose bucket of `at` has none yet: the fine
 * series gets one each run, a coarse one the first point of each of its buckets.
 */
const insertPointsSql = `
  INSERT INTO portfolio_history (user_id, resolution_minutes, bucket, recorded_at, net_worth, cash, invested)
  SELECT v.user_id, r.minutes, r.bucket, :at::timestamptz, v.net_worth, v.cash, v.invested
    FROM unnest(:userIds::uuid[], :netWorths::numeric[], :cash::numeric[], :invested::numeric[])
         AS v(user_id, net_worth, cash, invested)
   CROSS JOIN unnest(:minutes::int[], :buckets::timestamptz[]) AS r(minutes, bucket)
  ON CONFLICT DO NOTHING`;

export async function insertHistoryPoints(
  db: Db,
  at: Date,
  points: readonly { userId: string; point: HistoryPoint }[],
): Promise<void> {
  if (points.length === 0) return;
  await db.raw(insertPointsSql, {
    at,
    userIds: points.map((entry) => entry.userId),
    netWorths: points.map((entry) => formatMoney(entry.point.netWorth)),
    cash: points.map((entry) => formatMoney(entry.point.cash)),
    invested: points.map((entry) => formatMoney(entry.point.invested)),
    minutes: historyResolutions.map((series) => series.minutes),
    buckets: historyResolutions.map((series) => bucketOf(at, series.minutes).toISOString()),
  });
}

interface PointRow {
  recorded_at: Date;
  net_worth: string;
  cash: string;
  invested: string;
}

/** The points of one series of a user whose bucket starts at or after `from`: a primary key range scan. */
export async function listHistoryPoints(
  db: Db,
  read: { userId: string; resolution: HistoryResolution; from: Date },
): Promise<HistoryPoint[]> {
  const rows: PointRow[] = await db('portfolio_history')
    .select('recorded_at', 'net_worth', 'cash', 'invested')
    .where({ user_id: read.userId, resolution_minutes: read.resolution })
    .andWhere('bucket', '>=', read.from)
    .orderBy('bucket', 'asc');
  return rows.map((row) => ({
    time: row.recorded_at,
    netWorth: toDecimal(row.net_worth),
    cash: toDecimal(row.cash),
    invested: toDecimal(row.invested),
  }));
}

/** The start of the user's first daily bucket: how far back their history goes (null: none). */
export async function findFirstRecordedAt(db: Db, userId: string): Promise<Date | null> {
  const row: { bucket: Date } | undefined = await db('portfolio_history')
    .first('bucket')
    .where({ user_id: userId, resolution_minutes: 1440 })
    .orderBy('bucket', 'asc');
  return row?.bucket ?? null;
}

/** Deletes the points of each fine series older than it is kept; returns how many. */
export async function pruneHistoryPoints(db: Db, now: Date): Promise<number> {
  let deleted = 0;
  for (const series of historyResolutions) {
    if (series.keepMs === null) continue;
    // Raw, for its rowCount: the embedded driver answers a builder's delete() with a result object.
    const result = await db.raw<{ rowCount: number | null }>(
      'DELETE FROM portfolio_history WHERE resolution_minutes = ? AND bucket < ?',
      [series.minutes, new Date(now.getTime() - series.keepMs)],
    );
    deleted += result.rowCount ?? 0;
  }
  return deleted;
}
