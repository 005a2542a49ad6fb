import {
  type AdminTransaction,
  AppError,
  formatMoney,
  needsSecondApproval,
  planReview,
  type ReviewDecision,
  toDecimal,
  validationError,
} from '@tradesim/core';
import type { AppContext, Db } from '../../context.js';
import { type Accepted, accepted } from '../../http/route.js';
import { publish } from '../../realtime/publish.js';
import { requestApproval } from '../admin-approvals/request.js';
import { type AuditActor, recordAudit } from '../audit/service.js';
import { recordJournal } from '../ledger/repo.js';
import { notifyUsers } from '../notifications/repo.js';
import { readFourEyesThreshold } from '../trading-settings/service.js';
import { transactionEvents } from '../wallet/events.js';
import { approvalNotice, rejectionNotice } from './notices.js';
import { closeReviewedTransaction, findAdminTransaction, lockTransactionForReview } from './repo.js';
import { toAdminTransaction } from './view.js';

export interface ReviewRequest {
  id: string;
  decision: ReviewDecision;
  /** Approve: the optional notes. Reject: the required reason (both stored as admin_notes). */
  notes: string | null;
  /** Approving a withdrawal: the payout's TRON transaction id, shown to the user. */
  payoutTxHash?: string | null;
  adminId: string;
  actor: AuditActor;
}

const auditActions: Record<ReviewDecision, string> = {
  approve: 'APPROVE_TRANSACTION',
  reject: 'REJECT_TRANSACTION',
};

/**
 * Staff approve or reject a pending deposit or withdrawal, in one transaction: the row is locked,
 * the decision recorded only while it is still pending, the money moved by the plan's journal
 * (a deposit credited, a withdrawal paid out or its hold returned), one audit entry, a notice to
 * the owner and the realtime events. Of any number of concurrent reviews exactly one applies;
 * the others answer 409 TRANSACTION_NOT_PENDING and change nothing.
 *
 * Four eyes: approving a withdrawal of at least the threshold moves nothing yet; it becomes an
 * approval request (202) that a different admin carries out with `applyReview`.
 */
export async function reviewTransaction(
  ctx: AppContext,
  request: ReviewRequest,
): Promise<AdminTransaction | Accepted> {
  return ctx.knex.transaction(async (trx) => {
    const current = await lockTransactionForReview(trx, request.id);
    if (!current) throw new AppError('TRANSACTION_NOT_FOUND');
    if (request.payoutTxHash && current.type !== 'withdrawal') {
      throw validationError({ payoutTxHash: 'Only a withdrawal is paid out' });
    }
    const held =
      request.decision === 'approve' &&
      current.type === 'withdrawal' &&
      current.status === 'pending' &&
      needsSecondApproval(current.amount, await readFourEyesThreshold(trx));
    if (!held) return applyReview(ctx, trx, request);
    const approval = await requestApproval(ctx, trx, {
      kind: 'withdrawal_approval',
      amount: formatMoney(current.amount),
      direction: 'debit',
      userId: current.user_id,
      transactionId: current.id,
      request: { notes: request.notes, payoutTxHash: request.payoutTxHash ?? null },
      note: request.notes,
      requestedBy: request.adminId,
      actor: request.actor,
    });
    return accepted({ approval });
  });
}

/** The review itself, in the caller's transaction (a reviewer's own, or an approved request's). */
export async function applyReview(
  ctx: AppContext,
  trx: Db,
  request: ReviewRequest,
): Promise<AdminTransaction> {
  const { id, decision, notes } = request;
  const now = ctx.clock.now();
  const current = await lockTransactionForReview(trx, id);
  if (!current) throw new AppError('TRANSACTION_NOT_FOUND');
  const plan = planReview(
    {
      userId: current.user_id,
      type: current.type,
      status: current.status,
      amount: toDecimal(current.amount),
      fee: toDecimal(current.fee),
    },
    decision,
  );
  const closed = await closeReviewedTransaction(trx, {
    id,
    status: plan.status,
    notes,
    adminId: request.adminId,
    now,
    payoutTxHash: decision === 'approve' && current.type === 'withdrawal' ? request.payoutTxHash : null,
  });
  if (!closed) throw new AppError('TRANSACTION_NOT_PENDING');
  const balances = plan.journal
    ? await recordJournal(trx, plan.journal, { reference: { type: 'transaction', id }, now })
    : new Map<string, string>();
  await recordAudit(
    trx,
    request.actor,
    {
      action: auditActions[decision],
      tableName: 'transactions',
      recordId: id,
      oldValues: { status: current.status },
      newValues: {
        status: plan.status,
        adminNotes: notes,
        ...(request.payoutTxHash ? { payoutTxHash: request.payoutTxHash } : {}),
      },
    },
    now,
  );
  const row = await findAdminTransaction(trx, id);
  if (!row) throw new AppError('TRANSACTION_NOT_FOUND');
  const reviewed = {
    id,
    userId: row.user_id,
    type: row.type,
    amount: row.amount,
    fee: row.fee,
    netAmount: row.net_amount,
  };
  const notice = decision === 'approve' ? approvalNotice(reviewed) : rejectionNotice(reviewed, notes ?? '');
  await notifyUsers(trx, [notice], now);
  await publish(
    trx,
    transactionEvents(closed, { adminEvent: 'update', balance: balances.get(closed.user_id), now }),
  );
  return toAdminTransaction(row);
}
