// Why it is built this way: docs/decisions/0005-portfolio-figures.md
import {
  changeWindowMs,
  formatMoney,
  formatPercent,
  type Portfolio,
  type PortfolioFigures,
  portfolioFigures,
} from '@tradesim/core';
import type { Db } from '../../context.js';
import { readPortfolioSnapshots } from './portfolio-repo.js';

/** A rounded percent that is zero reads "0.00", never "-0.00". */
function percentText(value: PortfolioFigures['totalReturnPercent']): string {
  const text = formatPercent(value);
  return text === '-0.00' ? '0.00' : text;
}

/** The wire figures (also the back office's users: the same shape, the same rules). */
export function toPortfolio(figures: PortfolioFigures): Portfolio {
  return {
    totalInvested: formatMoney(figures.totalInvested),
    currentValue: formatMoney(figures.currentValue),
    netWorth: formatMoney(figures.netWorth),
    realisedReturn: formatMoney(figures.realisedReturn),
    unrealisedReturn: formatMoney(figures.unrealisedReturn),
    totalReturn: formatMoney(figures.totalReturn),
    totalReturnPercent: percentText(figures.totalReturnPercent),
    change24h: {
      amount: formatMoney(figures.change24h.amount),
      percent: percentText(figures.change24h.percent),
    },
  };
}

/** A user's portfolio with the balance it was valued with (read in the same snapshot). */
export interface ValuedPortfolio {
  balance: string;
  portfolio: Portfolio;
}

/** The portfolios of some users valued at `now`, by user id (users that do not exist are absent). */
export async function valuePortfolios(
  db: Db,
  userIds: readonly string[],
  now: Date,
): Promise<Map<string, ValuedPortfolio>> {
  const since = new Date(now.getTime() - changeWindowMs);
  const snapshots = await readPortfolioSnapshots(db, userIds, since);
  const valued = new Map<string, ValuedPortfolio>();
  for (const [userId, snapshot] of snapshots) {
    valued.set(userId, {
      balance: formatMoney(snapshot.balance),
      portfolio: toPortfolio(portfolioFigures(snapshot, now)),
    });
  }
  return valued;
}

export async function valuePortfolio(
  db: Db,
  userId: string,
  now: Date,
): Promise<ValuedPortfolio | undefined> {
  return (await valuePortfolios(db, [userId], now)).get(userId);
}
