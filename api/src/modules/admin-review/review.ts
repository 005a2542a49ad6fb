import {
  type AdminTransaction,
  AppError,
  type AuditAction,
  planReview,
  type ReviewDecision,
  toDecimal,
} from '@tradesim/core';
import type { AppContext, Db } from '../../context.js';
import { publish } from '../../realtime/publish.js';
import { type AuditActor, recordAudit } from '../audit/service.js';
import { recordJournal } from '../ledger/repo.js';
import { notifyUsers } from '../notifications/repo.js';
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

const auditActions: Record<ReviewDecision, AuditAction> = {
  approve: 'APPROVE_TRANSACTION',
  reject: 'REJECT_TRANSACTION',
};

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
