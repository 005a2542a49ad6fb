import type { AssetType, InvestmentView } from '@tradesim/core';
import type { Database } from '../../db/connect.js';
import type { Db } from '../../db/handle.js';
import { preparedQuery } from '../../db/prepared.js';
import { type InvestmentStateRow, investmentStateColumns } from './state.js';

/** An investment row with what the wire shape shows of its asset. */
export interface InvestmentRow extends InvestmentStateRow {
  asset_id: string;
  duration_id: string;
  duration_label: string;
  duration_hours: number;
  max_return_percent: string;
  asset_price: string;
  asset_amount: string;
  asset_symbol: string;
  asset_name: string;
  asset_icon: string | null;
}

/** What settling at maturity reads: what core's rule needs and no more (a batch reads thousands). */
export type MaturedRow = Pick<
  InvestmentRow,
  'id' | 'user_id' | 'amount' | 'expected_return' | 'end_date' | 'status'
>;

const maturedColumns = ['id', 'user_id', 'amount', 'expected_return', 'end_date', 'status'];

const rowColumns = [
  ...investmentStateColumns.map((column) => `i.${column}`),
  'a.symbol as asset_symbol',
  'a.name as asset_name',
  'i.asset_id',
  'i.duration_id',
  'i.duration_label',
  'i.duration_hours',
  'i.max_return_percent',
  'i.asset_price',
  'i.asset_amount',
  'a.icon as asset_icon',
];

function withAsset(db: Db) {
  return db('investments as i').join('assets as a', 'a.id', 'i.asset_id');
}

/** The user's investments in one of the portfolio's lists, newest first. */
export async function listInvestmentRows(
  db: Db,
  userId: string,
  view: InvestmentView,
): Promise<InvestmentRow[]> {
  const query = withAsset(db).where('i.user_id', userId).select(rowColumns);
  if (view === 'active') query.where('i.status', 'active');
  if (view === 'completed') query.whereNot('i.status', 'active').where('i.is_archived', false);
  if (view === 'archived') query.where('i.is_archived', true);
  return query.orderBy([
    { column: 'i.created_at', order: 'desc' },
    { column: 'i.id', order: 'desc' },
  ]);
}

export async function countInvestmentViews(
  db: Db,
  userId: string,
): Promise<{ active: number; completed: number; archived: number }> {
  const row = await db('investments')
    .where('user_id', userId)
    .first(
      db.raw("count(*) FILTER (WHERE status = 'active')::int AS active"),
      db.raw("count(*) FILTER (WHERE status <> 'active' AND NOT is_archived)::int AS completed"),
      db.raw('count(*) FILTER (WHERE is_archived)::int AS archived'),
    );
  return { active: row?.active ?? 0, completed: row?.completed ?? 0, archived: row?.archived ?? 0 };
}

/**
 * One of the user's investments; someone else's reads as missing. `lock` takes the row for the
 * rest of the transaction, so a sale and a settlement of it run one after the other.
 */
export async function findInvestmentRow(
  db: Db,
  who: { userId: string; investmentId: string },
  options: { lock?: boolean } = {},
): Promise<InvestmentRow | undefined> {
  const query = withAsset(db).where({ 'i.id': who.investmentId, 'i.user_id': who.userId }).first(rowColumns);
  if (options.lock) query.forUpdate('i');
  return query;
}

export async function setArchived(
  db: Db,
  investmentId: string,
  isArchived: boolean,
  now: Date,
): Promise<void> {
  await db('investments').where('id', investmentId).update({ is_archived: isArchived, updated_at: now });
}

/** Whether any of the user's investments is active past its end (one index probe, no lock). */
export async function hasMaturedInvestments(db: Db, userId: string, now: Date): Promise<boolean> {
  const row = await db('investments')
    .where({ user_id: userId, status: 'active' })
    .where('end_date', '<=', now)
    .first('id');
  return row !== undefined;
}

/** One of `count` disjoint sets of owners: settlers of different shards never touch the same balance. */
export interface Shard {
  count: number;
  index: number;
}

/**
 * Active investments past their end, locked, skipping rows another settler holds. Unordered on
 * purpose: every matured row is settled in the same run anyway, and ordering by maturity made
 * each batch sort all of its shard's matured rows (100 ms a batch at 100,000 rows, not 15).
 */
export async function lockMaturedRows(
  db: Db,
  options: { now: Date; limit: number; userId?: string; shard?: Shard },
): Promise<MaturedRow[]> {
  const query = db('investments')
    .where('status', 'active')
    .where('end_date', '<=', options.now)
    .limit(options.limit)
    .select(maturedColumns)
    .forUpdate()
    .skipLocked();
  if (options.userId) query.where('user_id', options.userId);
  if (options.shard) {
    query.whereRaw('mod(abs(hashtext(user_id::text)), ?) = ?', [options.shard.count, options.shard.index]);
  }
  return query;
}

/** An asset, a period and the investment limits in one row; a missing asset or period reads as nulls. */
export interface OfferRow {
  asset_id: string | null;
  asset_symbol: string | null;
  asset_name: string | null;
  asset_type: AssetType | null;
  asset_icon: string | null;
  asset_price: string | null;
  asset_active: boolean | null;
  duration_id: string | null;
  duration_label: string | null;
  duration_hours: number | null;
  duration_percent: string | null;
  duration_active: boolean | null;
  min_investment: string;
  max_investment: string;
}

const readOfferStatement = {
  name: 'tradesim_purchase_offer',
  sql: `SELECT a.id AS asset_id, a.symbol AS asset_symbol, a.name AS asset_name, a.type AS asset_type,
            a.icon AS asset_icon, a.current_price AS asset_price, a.is_active AS asset_active,
            d.id AS duration_id, d.label AS duration_label, d.hours AS duration_hours,
            d.max_return_percent AS duration_percent, d.is_active AS duration_active,
            s.min_investment, s.max_investment
       FROM trading_settings s
       LEFT JOIN assets a ON a.id = :assetId::uuid
       LEFT JOIN investment_durations d ON d.id = :durationId::uuid`,
};

/** The offer's row, as a prepared statement (one round trip, planned once per connection). */
export async function readOfferRow(
  db: Database,
  input: { assetId: string; durationId: string },
): Promise<OfferRow | undefined> {
  const [row] = await preparedQuery<OfferRow>(db, readOfferStatement, input);
  return row;
}
