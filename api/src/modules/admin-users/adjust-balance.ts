import {
  AppError,
  adjustmentDescription,
  type BalanceAdjustmentResponse,
  balanceAfterAdjustment,
  formatMoney,
  formatUsd,
  needsSecondApproval,
  planBalanceAdjustment,
  toDecimal,
} from '@tradesim/core';
import type { AppContext, Db } from '../../context.js';
import type { ClientKey } from '../../db/client-key.js';
import { type Accepted, accepted } from '../../http/route.js';
import { publish } from '../../realtime/publish.js';
import { type ApprovalKindHandler, requestText } from '../admin-approvals/kind.js';
import { requestApproval } from '../admin-approvals/request.js';
import { type AuditActor, recordAudit } from '../audit/service.js';
import { recordJournal } from '../ledger/repo.js';
import { notifyUsers } from '../notifications/repo.js';
import { readFourEyesThreshold } from '../trading-settings/service.js';
import { transactionEvents } from '../wallet/events.js';
import { toTransaction } from '../wallet/transaction-view.js';
import { customerContext } from './customer-context.js';
import { insertAdjustmentTransaction, lockUserRow } from './repo.js';
import { detailsOf } from './view.js';

export interface BalanceAdjustment {
  userId: string;
  /** Signed wire money ("-25.00"), as balanceAdjustmentRequestSchema leaves it. */
  amount: string;
  reason: string;
  adminId: string;
  actor: AuditActor;
  /** The admin's Idempotency-Key, stamped on the adjustment's row. */
  clientKey: ClientKey | null;
}

function noticeOf(type: 'deposit' | 'withdrawal', amount: string, reason: string): string {
  const verb = type === 'deposit' ? 'credited with' : 'debited by';
  return `Your balance was ${verb} ${formatUsd(amount)} by an administrator. Reason: ${reason}`;
}

/**
 * Admin "Edit Balance": under a lock on the profile, the balance moves by the signed amount
 * through an `admin_adjustment` journal, recorded as a completed deposit or withdrawal, audited,
 * announced and notified, all in one transaction. A balance never goes below zero.
 *
 * Four eyes: an adjustment whose size is at least the threshold moves nothing yet; it becomes an
 * approval request (202) that a different admin carries out (`applyAdjustment`).
 */
export async function adjustBalance(
  ctx: AppContext,
  input: BalanceAdjustment,
): Promise<BalanceAdjustmentResponse | Accepted> {
  return ctx.knex.transaction(async (trx) => {
    if (!needsSecondApproval(input.amount, await readFourEyesThreshold(trx))) {
      return applyAdjustment(ctx, trx, input);
    }
    const current = await lockUserRow(trx, input.userId);
    if (!current) throw new AppError('USER_NOT_FOUND');
    // Refused now with the code approving would give (a balance taken below zero).
    planBalanceAdjustment({
      userId: input.userId,
      balance: toDecimal(current.balance),
      amount: toDecimal(input.amount),
    });
    const approval = await requestApproval(ctx, trx, adjustmentApproval, {
      kind: 'adjustment',
      amount: formatMoney(toDecimal(input.amount).abs()),
      userId: input.userId,
      transactionId: null,
      request: { amount: input.amount, reason: input.reason },
      note: input.reason,
      requestedBy: input.adminId,
      actor: input.actor,
    });
    return accepted({ approval });
  });
}

/** An adjustment waiting for a second staff member: the same adjustment, made by the approver. */
export const adjustmentApproval: ApprovalKindHandler = {
  summarize: (row) =>
    `Balance adjustment of ${formatUsd(requestText(row, 'amount') ?? '0', { signed: true })} for ${row.user_email}`,
  context: (db, row) =>
    customerContext(db, row.user_id, (balance) =>
      formatMoney(balanceAfterAdjustment(balance, requestText(row, 'amount') ?? '0')),
    ),
  carryOut: async (ctx, trx, { row, approverId, actor }) => {
    await applyAdjustment(ctx, trx, {
      userId: row.user_id ?? '',
      amount: requestText(row, 'amount') ?? '0',
      reason: requestText(row, 'reason') ?? row.note ?? '',
      adminId: approverId,
      actor,
      clientKey: null,
    });
  },
};

/** The adjustment itself, in the caller's transaction (the admin's own, or an approved request's). */
export async function applyAdjustment(
  ctx: AppContext,
  trx: Db,
  input: BalanceAdjustment,
): Promise<BalanceAdjustmentResponse> {
  const now = ctx.clock.now();
  const current = await lockUserRow(trx, input.userId);
  if (!current) throw new AppError('USER_NOT_FOUND');
  const oldBalance = formatMoney(current.balance);
  const plan = planBalanceAdjustment({
    userId: input.userId,
    balance: toDecimal(current.balance),
    amount: toDecimal(input.amount),
  });
  const amount = formatMoney(plan.amount);
  const row = await insertAdjustmentTransaction(trx, {
    userId: input.userId,
    type: plan.type,
    amount,
    description: adjustmentDescription(input.reason),
    adminId: input.adminId,
    clientKey: input.clientKey,
    now,
  });
  const balances = await recordJournal(trx, plan.journal, {
    reference: { type: 'transaction', id: row.id },
    now,
  });
  const newBalance = formatMoney(balances.get(input.userId) ?? plan.balanceAfter);
  await recordAudit(
    trx,
    input.actor,
    {
      action: 'UPDATE_USER_BALANCE',
      tableName: 'profiles',
      recordId: input.userId,
      oldValues: { balance: oldBalance },
      newValues: { balance: newBalance, amount: input.amount, reason: input.reason, transactionId: row.id },
    },
    now,
  );
  await publish(trx, transactionEvents(row, { adminEvent: 'insert', balance: newBalance, now }));
  await notifyUsers(
    trx,
    [
      {
        userId: input.userId,
        title: 'Balance adjusted',
        message: noticeOf(plan.type, amount, input.reason),
        type: 'account',
        referenceId: row.id,
      },
    ],
    now,
  );
  const user = await detailsOf(trx, { ...current, balance: newBalance }, now);
  return { user, transaction: toTransaction(row) };
}
