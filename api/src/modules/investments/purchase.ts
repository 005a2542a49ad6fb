import { randomUUID } from 'node:crypto';
import { AppError, formatMoney, type Investment, planPurchase, toDecimal } from '@tradesim/core';
import type { AppContext } from '../../context.js';
import { publish, userTopic } from '../../realtime/publish.js';
import { recordJournal } from '../ledger/repo.js';
import { insertBuyTransaction, insertInvestment, lockPurchaseContext } from './repo.js';
import { toInvestment } from './view.js';

export interface PurchaseInput {
  assetId: string;
  durationId: string;
  /** A validated 2-decimal money string. */
  amount: string;
}

/**
 * Buys an investment in one transaction that holds the buyer's profile row: the balance core
 * checks is the balance the debit applies to, so concurrent purchases can never overdraw it.
 */
export async function purchaseInvestment(
  ctx: AppContext,
  userId: string,
  input: PurchaseInput,
): Promise<Investment> {
  const now = ctx.clock.now();
  return ctx.knex.transaction(async (trx) => {
    const row = await lockPurchaseContext(trx, { userId, ...input });
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
    const { investment } = plan;
    await insertInvestment(trx, investment, now);
    const transactionId = await insertBuyTransaction(trx, {
      userId,
      investmentId: investment.id,
      amount: investment.amount,
      assetSymbol: row.asset_symbol,
      assetName: row.asset_name,
      now,
    });
    const balances = await recordJournal(trx, plan.journal, {
      reference: { type: 'investment', id: investment.id },
      now,
    });
    const at = now.toISOString();
    await publish(trx, [
      { topic: userTopic(userId), event: 'investment', data: { id: investment.id, status: 'active' }, at },
      {
        topic: userTopic(userId),
        event: 'transaction',
        data: { id: transactionId, status: 'completed' },
        at,
      },
      {
        topic: userTopic(userId),
        event: 'profile',
        data: { balance: formatMoney(balances.get(userId) ?? '0') },
        at,
      },
    ]);
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
  });
}
