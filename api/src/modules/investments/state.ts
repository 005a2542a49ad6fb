import { type InvestmentState, toDecimal } from '@tradesim/core';

/** The columns core's lifecycle rules read. */
export interface InvestmentStateRow {
  id: string;
  user_id: string;
  asset_type: 'crypto' | 'stock';
  amount: string;
  expected_return: string;
  start_date: Date;
  end_date: Date;
  status: InvestmentState['status'];
  is_archived: boolean;
  settled_return: string | null;
  settled_at: Date | null;
}

export const investmentStateColumns = [
  'id',
  'user_id',
  'asset_type',
  'amount',
  'expected_return',
  'start_date',
  'end_date',
  'status',
  'is_archived',
  'settled_return',
  'settled_at',
] as const;

export function toInvestmentState(row: InvestmentStateRow): InvestmentState {
  return {
    id: row.id,
    userId: row.user_id,
    assetType: row.asset_type,
    amount: toDecimal(row.amount),
    expectedReturn: toDecimal(row.expected_return),
    startDate: row.start_date,
    endDate: row.end_date,
    status: row.status,
    isArchived: row.is_archived,
    settledReturn: row.settled_return === null ? null : toDecimal(row.settled_return),
    settledAt: row.settled_at,
  };
}
