import { defaultTradingLimits, type TradingLimits, toDecimal } from '@tradesim/core';
import type { Db } from '../../context.js';

/**
 * The limits of `trading_settings` (edited by admins). The row is written by a migration; the
 * specs' defaults stand in only if someone deleted it, so a request never fails for want of it.
 */
export async function readTradingLimits(db: Db): Promise<TradingLimits> {
  const row = await db('trading_settings')
    .where('id', 1)
    .first(
      'min_investment',
      'max_investment',
      'min_deposit',
      'max_deposit',
      'min_withdrawal',
      'withdrawal_fee',
    );
  if (!row) return defaultTradingLimits;
  return {
    minInvestment: toDecimal(row.min_investment),
    maxInvestment: toDecimal(row.max_investment),
    minDeposit: toDecimal(row.min_deposit),
    maxDeposit: toDecimal(row.max_deposit),
    minWithdrawal: toDecimal(row.min_withdrawal),
    withdrawalFee: toDecimal(row.withdrawal_fee),
  };
}
