import {
  AppError,
  assembleHistory,
  formatMoney,
  type HistoryRange,
  holdingsPoint,
  type PortfolioHistory,
  planHistoryRead,
  toDecimal,
} from '@tradesim/core';
import type { AppContext } from '../../context.js';
import {
  findFirstRecordedAt,
  findHoldings,
  firstUserId,
  insertHistoryPoints,
  listHistoryPoints,
  listHolders,
} from './history-repo.js';

// Users valued and written per statement pair; each page is its own short transaction.
const pageSize = 1_000;

/**
 * One run of the recording job: a point for every holder, valued when their page is read.
 * Points are written by this job alone, outside every money transaction.
 */
export async function recordPortfolioHistory(ctx: AppContext): Promise<{ users: number }> {
  let after = firstUserId;
  let users = 0;
  for (;;) {
    const now = ctx.clock.now();
    const holders = await listHolders(ctx.knex, { after, limit: pageSize });
    await insertHistoryPoints(
      ctx.knex,
      now,
      holders.map((holder) => ({
        userId: holder.userId,
        point: holdingsPoint(toDecimal(holder.balance), holder.open, now),
      })),
    );
    users += holders.length;
    const last = holders.at(-1);
    if (!last || holders.length < pageSize) return { users };
    after = last.userId;
  }
}

/** The recorded points of a range, downsampled, then the live point valued now. */
export async function getPortfolioHistory(
  ctx: AppContext,
  userId: string,
  range: HistoryRange,
): Promise<PortfolioHistory> {
  const now = ctx.clock.now();
  const [holdings, firstRecordedAt] = await Promise.all([
    findHoldings(ctx.knex, userId),
    findFirstRecordedAt(ctx.knex, userId),
  ]);
  if (!holdings) throw new AppError('USER_NOT_FOUND');
  const plan = planHistoryRead(range, now, firstRecordedAt);
  const recorded = plan ? await listHistoryPoints(ctx.knex, { userId, ...plan }) : [];
  const live = holdingsPoint(toDecimal(holdings.balance), holdings.open, now);
  return {
    points: assembleHistory(recorded, live).map((point) => ({
      time: point.time.toISOString(),
      netWorth: formatMoney(point.netWorth),
      cash: formatMoney(point.cash),
      invested: formatMoney(point.invested),
    })),
  };
}
