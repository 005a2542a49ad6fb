import { randomUUID } from 'node:crypto';
import { AppError, type Investment, planPurchase, toDecimal } from '@tradesim/core';
import type { AppContext } from '../../context.js';
import { isForeignKeyViolation } from '../../db/errors.js';
import { readPurchaseContext, writePurchase } from './purchase-repo.js';
import { toInvestment } from './view.js';

export interface PurchaseInput {
  assetId: string;
  durationId: string;
  /** A validated 2-decimal money string. */
  amount: string;
}

/**
 * Buys an investment: read what the rules need, let core decide, then one conditional statement
 * that debits only if the balance still covers the amount and writes everything else with it.
 * Concurrent purchases can never overdraw: the loser's debit matches no row and writes nothing.
 */
export async function purchaseInvestment(
  ctx: AppContext,
  userId: string,
  input: PurchaseInput,
): Promise<Investment> {
  const now = ctx.clock.now();
  const row = await readPurchaseContext(ctx.db, { userId, ...input });
  if (!row) throw new AppError('USER_NOT_FOUND');
  if (!row.asset_id || !row.asset_type || !row.asset_price || !row.asset_symbol || !row.asset_name) {
    throw new AppError('ASSET_NOT_FOUND');
  }
  if (!row.duration_id || !row.duration_label || !row.duration_hours || !row.duration_percent) {
    throw new AppError('DURATION_NOT_FOUND');
  }
  const plan = planPurchase({
    id: randomUUID(),
    userId,
    balance: toDecimal(row.balance),
    amount: toDecimal(input.amount),
    asset: {
      id: row.asset_id,
      type: row.asset_type,
      price: toDecimal(row.asset_price),
      isActive: row.asset_active === true,
    },
    duration: {
      id: row.duration_id,
      label: row.duration_label,
      hours: row.duration_hours,
      maxReturnPercent: toDecimal(row.duration_percent),
      isActive: row.duration_active === true,
    },
    limits: { minInvestment: toDecimal(row.min_investment), maxInvestment: toDecimal(row.max_investment) },
    now,
  });
  const written = await writePurchase(ctx.db, {
    plan,
    asset: { symbol: row.asset_symbol, name: row.asset_name },
    now,
  }).catch((error: unknown) => {
    // An admin deleted the asset or the duration between the read and the write.
    if (isForeignKeyViolation(error, 'investments_asset_id_fkey')) throw new AppError('ASSET_NOT_FOUND');
    if (isForeignKeyViolation(error, 'investments_duration_id_fkey'))
      throw new AppError('DURATION_NOT_FOUND');
    throw error;
  });
  if (!written) throw new AppError('INSUFFICIENT_BALANCE');
  const { investment } = plan;
  return toInvestment(
    {
      id: investment.id,
      user_id: userId,
      asset_id: investment.assetId,
      asset_type: investment.assetType,
      asset_symbol: row.asset_symbol,
      asset_name: row.asset_name,
      asset_icon: row.asset_icon,
      duration_id: investment.durationId,
      duration_label: investment.durationLabel,
      duration_hours: investment.durationHours,
      max_return_percent: investment.maxReturnPercent.toString(),
      asset_price: investment.assetPrice.toString(),
      asset_amount: investment.assetAmount.toString(),
      amount: investment.amount.toFixed(2),
      expected_return: investment.expectedReturn.toFixed(2),
      start_date: investment.startDate,
      end_date: investment.endDate,
      status: 'active',
      is_archived: false,
      settled_return: null,
      settled_at: null,
    },
    now,
  );
}
