import {
  AppError,
  formatMoney,
  formatPercent,
  type Investment,
  type InvestmentList,
  type InvestmentView,
  planArchive,
  planEarlySale,
  planMaturitySettlement,
  planRestore,
  type SellResponse,
  valueOpenInvestments,
} from '@tradesim/core';
import type { AppContext } from '../../context.js';
import {
  countInvestmentViews,
  findInvestmentRow,
  hasMaturedInvestments,
  listInvestmentRows,
  setArchived,
} from './repo.js';
import { type Settlement, settleMatured, writeSettlements } from './settlement.js';
import { toInvestmentState } from './state.js';
import { toInvestment } from './view.js';

export { purchaseInvestment } from './purchase.js';

// A user rarely has more matured investments than this; the job settles any remainder.
const settleOnLoadLimit = 500;

/**
 * The portfolio's lists (docs/product/user-app.md#portfolio). Loading it first settles the owner's matured
 * investments, so what the user sees is never an active investment past its end.
 */
export async function listInvestments(
  ctx: AppContext,
  userId: string,
  view: InvestmentView,
): Promise<InvestmentList> {
  const now = ctx.clock.now();
  // A cheap check first: loading the portfolio opens a transaction only when there is work.
  if (await hasMaturedInvestments(ctx.knex, userId, now)) {
    await ctx.knex.transaction((trx) => settleMatured(trx, { now, limit: settleOnLoadLimit, userId }));
  }
  const [rows, active, counts] = await Promise.all([
    listInvestmentRows(ctx.knex, userId, view),
    view === 'active' ? null : listInvestmentRows(ctx.knex, userId, 'active'),
    countInvestmentViews(ctx.knex, userId),
  ]);
  const items = rows.map((row) => toInvestment(row, now));
  const summary = valueOpenInvestments((active ?? rows).map(toInvestmentState), now);
  return {
    items,
    summary: {
      totalInvested: formatMoney(summary.totalInvested),
      currentValue: formatMoney(summary.currentValue),
      totalReturns: formatMoney(summary.totalReturn),
      returnPercent: formatPercent(summary.returnPercent),
    },
    counts,
  };
}

export async function getInvestment(
  ctx: AppContext,
  userId: string,
  investmentId: string,
): Promise<Investment> {
  const row = await findInvestmentRow(ctx.knex, { userId, investmentId });
  if (!row) throw new AppError('INVESTMENT_NOT_FOUND');
  return toInvestment(row, ctx.clock.now());
}

type SettleRule = typeof planEarlySale;

/** Sell early or complete: lock the row, let core decide, write the settlement. */
async function settleOne(
  ctx: AppContext,
  who: { userId: string; investmentId: string },
  rule: SettleRule,
): Promise<SellResponse> {
  const now = ctx.clock.now();
  return ctx.knex.transaction(async (trx) => {
    const row = await findInvestmentRow(trx, who, { lock: true });
    if (!row) throw new AppError('INVESTMENT_NOT_FOUND');
    const settlement: Settlement = {
      investmentId: row.id,
      userId: row.user_id,
      plan: rule(toInvestmentState(row), now),
    };
    await writeSettlements(trx, [settlement], now);
    const settled = await findInvestmentRow(trx, who);
    if (!settled) throw new AppError('INVESTMENT_NOT_FOUND');
    return { investment: toInvestment(settled, now), credited: formatMoney(settlement.plan.credited) };
  });
}

/** The user keeps the principal and half the current return; past its end it settles as matured. */
export function sellInvestment(ctx: AppContext, userId: string, investmentId: string): Promise<SellResponse> {
  return settleOne(ctx, { userId, investmentId }, planEarlySale);
}

/** Settles a matured investment now instead of waiting for the job. */
export function completeInvestment(
  ctx: AppContext,
  userId: string,
  investmentId: string,
): Promise<SellResponse> {
  return settleOne(ctx, { userId, investmentId }, planMaturitySettlement);
}

async function changeArchived(
  ctx: AppContext,
  who: { userId: string; investmentId: string },
  rule: typeof planArchive | typeof planRestore,
): Promise<Investment> {
  const now = ctx.clock.now();
  return ctx.knex.transaction(async (trx) => {
    const row = await findInvestmentRow(trx, who, { lock: true });
    if (!row) throw new AppError('INVESTMENT_NOT_FOUND');
    const { isArchived } = rule(toInvestmentState(row));
    await setArchived(trx, row.id, isArchived, now);
    return toInvestment({ ...row, is_archived: isArchived }, now);
  });
}

export function archiveInvestment(
  ctx: AppContext,
  userId: string,
  investmentId: string,
): Promise<Investment> {
  return changeArchived(ctx, { userId, investmentId }, planArchive);
}

export function restoreInvestment(
  ctx: AppContext,
  userId: string,
  investmentId: string,
): Promise<Investment> {
  return changeArchived(ctx, { userId, investmentId }, planRestore);
}
