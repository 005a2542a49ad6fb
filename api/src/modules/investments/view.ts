import {
  formatDecimal,
  formatMoney,
  formatPercent,
  type Investment,
  investmentFigures,
  toDecimal,
} from '@tradesim/core';
import type { InvestmentRow } from './repo.js';
import { toInvestmentState } from './state.js';

/** The wire shape of docs/reference/http.md; an active investment's return is computed for `now`, never stored. */
export function toInvestment(row: InvestmentRow, now: Date): Investment {
  const state = toInvestmentState(row);
  const figures = investmentFigures(state, now);
  return {
    id: row.id,
    asset: {
      id: row.asset_id,
      symbol: row.asset_symbol,
      name: row.asset_name,
      type: row.asset_type,
      icon: row.asset_icon,
    },
    duration: { id: row.duration_id, label: row.duration_label, hours: row.duration_hours },
    amount: formatMoney(state.amount),
    assetAmount: formatDecimal(row.asset_amount),
    assetPrice: formatDecimal(row.asset_price),
    maxReturnPercent: toDecimal(row.max_return_percent).toFixed(),
    expectedReturn: formatMoney(state.expectedReturn),
    currentReturn: formatMoney(figures.currentReturn),
    currentValue: formatMoney(figures.currentValue),
    returnPercent: formatPercent(figures.returnPercent),
    progress: figures.progress,
    timeRemaining: figures.timeRemaining,
    isMatured: figures.isMatured,
    startDate: row.start_date.toISOString(),
    endDate: row.end_date.toISOString(),
    status: row.status,
    isArchived: row.is_archived,
    settledAt: row.settled_at?.toISOString() ?? null,
  };
}
