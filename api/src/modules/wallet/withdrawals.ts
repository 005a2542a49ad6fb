import {
  AppError,
  formatMoney,
  planWithdrawalRelease,
  planWithdrawalRequest,
  type Transaction,
  toDecimal,
} from '@tradesim/core';
import type { AppContext } from '../../context.js';
import type { ClientKey } from '../../db/client-key.js';
import { queueStaffAlert } from '../../mail/outbox.js';
import { publish } from '../../realtime/publish.js';
import { recordJournal } from '../ledger/repo.js';
import { withSecondFactor } from '../mfa/service.js';
import { readTradingLimits } from '../trading-settings/service.js';
import { transactionEvents } from './events.js';
import { closePendingTransaction, insertTransaction, lockBalance, lockOwnTransaction } from './repo.js';
import { toTransaction } from './transaction-view.js';

export const withdrawalDescription = 'USDT withdrawal to TRC20 wallet';

/** The withdrawal form, as withdrawalRequestSchema leaves it. */
export interface WithdrawalFields {
  amount: string;
  walletAddress: string;
  /** A current TOTP or a recovery code: needed when the user has two-step verification on. */
  code?: string | undefined;
}

/**
 * A user asks to be paid out. The whole amount is held at once (user → withdrawals-held), under
 * a lock on the profile, so concurrent requests can never spend the same balance twice.
 */
export async function requestWithdrawal(
  ctx: AppContext,
  request: { userId: string; fields: WithdrawalFields; clientKey: ClientKey | null },
): Promise<Transaction> {
  const { userId, fields } = request;
  const amount = toDecimal(fields.amount);
  const now = ctx.clock.now();
  // With two-step verification on, a current code, spent in the withdrawal's own transaction.
  return withSecondFactor(ctx, { userId, code: fields.code }, (spendCode) =>
    ctx.knex.transaction(async (trx) => {
      await spendCode(trx);
      const balance = await lockBalance(trx, userId);
      if (!balance) throw new AppError('USER_NOT_FOUND');
      const plan = planWithdrawalRequest({
        userId,
        balance,
        amount,
        walletAddress: fields.walletAddress,
        limits: await readTradingLimits(trx),
      });
      const row = await insertTransaction(trx, {
        userId,
        type: 'withdrawal',
        amount,
        fee: plan.fee,
        netAmount: plan.netAmount,
        description: withdrawalDescription,
        walletAddress: plan.walletAddress,
        clientKey: request.clientKey,
        now,
      });
      const balances = await recordJournal(trx, plan.journal, {
        reference: { type: 'transaction', id: row.id },
        now,
      });
      await publish(
        trx,
        transactionEvents(row, { adminEvent: 'insert', balance: balances.get(userId), now }),
      );
      await queueStaffAlert(
        ctx,
        trx,
        {
          event: 'withdrawal_requested',
          subject: `Withdrawal to review: $${formatMoney(row.amount)}`,
          body: `A withdrawal of $${formatMoney(row.amount)} (net $${formatMoney(row.net_amount)} after the fee) to a TRC20 wallet is waiting for review.`,
          consolePath: `/transactions?transaction=${row.id}`,
        },
        now,
      );
      return toTransaction(row);
    }),
  );
}

/**
 * The owner takes back a withdrawal staff have not handled yet; the held amount returns to the
 * balance. The row is locked first, so a cancel and an admin review of it never both apply.
 */
export async function cancelWithdrawal(ctx: AppContext, userId: string, id: string): Promise<Transaction> {
  const now = ctx.clock.now();
  return ctx.knex.transaction(async (trx) => {
    const current = await lockOwnTransaction(trx, { id, userId });
    if (!current) throw new AppError('TRANSACTION_NOT_FOUND');
    const plan = planWithdrawalRelease(
      {
        userId,
        type: current.type,
        status: current.status,
        amount: toDecimal(current.amount),
        fee: toDecimal(current.fee),
      },
      'cancelled',
    );
    // Still conditional on `pending` although the row is locked: the rule lives in the statement.
    const row = await closePendingTransaction(trx, { id, status: plan.status, now });
    if (!row) throw new AppError('WITHDRAWAL_NOT_CANCELLABLE');
    const balances = plan.journal
      ? await recordJournal(trx, plan.journal, { reference: { type: 'transaction', id }, now })
      : new Map<string, string>();
    await publish(trx, transactionEvents(row, { adminEvent: 'update', balance: balances.get(userId), now }));
    return toTransaction(row);
  });
}
