import type { Decimal, InvestmentView, PurchasePlan } from '@tradesim/core';
import type { Db } from '../../context.js';
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

const rowColumns = [
  ...investmentStateColumns.map((column) => `i.${column}`),
  'i.asset_id',
  'i.duration_id',
  'i.duration_label',
  'i.duration_hours',
  'i.max_return_percent',
  'i.asset_price',
  'i.asset_amount',
  'a.symbol as asset_symbol',
  'a.name as asset_name',
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

/** What a purchase needs, read in one statement with the buyer's profile row locked. */
export interface PurchaseContextRow {
  balance: string;
  asset_id: string | null;
  asset_symbol: string | null;
  asset_name: string | null;
  asset_type: 'crypto' | 'stock' | null;
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

export async function lockPurchaseContext(
  db: Db,
  input: { userId: string; assetId: string; durationId: string },
): Promise<PurchaseContextRow | undefined> {
  const result = await db.raw(
    `SELECT p.balance,
            a.id AS asset_id, a.symbol AS asset_symbol, a.name AS asset_name, a.type AS asset_type,
            a.icon AS asset_icon, a.current_price AS asset_price, a.is_active AS asset_active,
            d.id AS duration_id, d.label AS duration_label, d.hours AS duration_hours,
            d.max_return_percent AS duration_percent, d.is_active AS duration_active,
            s.min_investment, s.max_investment
       FROM profiles p
       CROSS JOIN trading_settings s
       LEFT JOIN assets a ON a.id = ?
       LEFT JOIN investment_durations d ON d.id = ?
      WHERE p.id = ?
        FOR UPDATE OF p`,
    [input.assetId, input.durationId, input.userId],
  );
  return result.rows[0];
}

/** Active investments past their end, locked, skipping rows another settler holds. */
export async function lockMaturedRows(
  db: Db,
  options: { now: Date; limit: number; userId?: string },
): Promise<InvestmentRow[]> {
  const query = withAsset(db)
    .where('i.status', 'active')
    .where('i.end_date', '<=', options.now)
    .orderBy('i.end_date')
    .limit(options.limit)
    .select(rowColumns)
    .forUpdate('i')
    .skipLocked();
  if (options.userId) query.where('i.user_id', options.userId);
  return query;
}

export async function insertInvestment(
  db: Db,
  investment: PurchasePlan['investment'],
  now: Date,
): Promise<void> {
  await db('investments').insert({
    id: investment.id,
    user_id: investment.userId,
    asset_id: investment.assetId,
    duration_id: investment.durationId,
    asset_type: investment.assetType,
    amount: investment.amount.toFixed(2),
    asset_price: investment.assetPrice.toString(),
    asset_amount: investment.assetAmount.toString(),
    duration_label: investment.durationLabel,
    duration_hours: investment.durationHours,
    max_return_percent: investment.maxReturnPercent.toString(),
    expected_return: investment.expectedReturn.toFixed(2),
    status: 'active',
    start_date: investment.startDate,
    end_date: investment.endDate,
    created_at: now,
    updated_at: now,
  });
}

/** The `buy` row of the history: completed at once, the principal leaving the balance. */
export async function insertBuyTransaction(
  db: Db,
  buy: {
    userId: string;
    investmentId: string;
    amount: Decimal;
    assetSymbol: string;
    assetName: string;
    now: Date;
  },
): Promise<string> {
  const [row] = await db('transactions')
    .insert({
      user_id: buy.userId,
      type: 'buy',
      origin: 'user',
      amount: buy.amount.toFixed(2),
      fee: '0.00',
      net_amount: buy.amount.toFixed(2),
      status: 'completed',
      description: `Investment in ${buy.assetName}`,
      asset_symbol: buy.assetSymbol,
      asset_name: buy.assetName,
      investment_id: buy.investmentId,
      processed_at: buy.now,
      created_at: buy.now,
      updated_at: buy.now,
    })
    .returning('id');
  return row.id;
}
