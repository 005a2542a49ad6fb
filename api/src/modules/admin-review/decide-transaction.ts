import {
  type AdminTransaction,
  AppError,
  formatMoney,
  needsSecondApproval,
  validationError,
} from '@tradesim/core';
import type { AppContext } from '../../context.js';
import { type Accepted, accepted } from '../../http/route.js';
import { requestApproval } from '../admin-approvals/request.js';
import { readFourEyesThreshold } from '../trading-settings/service.js';
import { lockTransactionForReview } from './repo.js';
import { applyReview, type ReviewRequest } from './review.js';
import { transactionApprovals } from './transaction-approval.js';

/**
 * Staff approve or reject a pending deposit or withdrawal, in one transaction: the row is locked,
 * the decision recorded only while it is still pending, the money moved by the plan's journal
 * (a deposit credited, a withdrawal paid out or its hold returned), one audit entry, a notice to
 * the owner and the realtime events. Of any number of concurrent reviews exactly one applies;
 * the others answer 409 TRANSACTION_NOT_PENDING and change nothing.
 *
 * Dual control: approving a deposit or a withdrawal of at least the threshold moves nothing yet;
 * it becomes a request (202) that a second staff member carries out with `applyReview`
 * (transaction-approval.ts). Rejecting moves no money to anyone and stays one person's call.
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
    const kind = request.decision === 'approve' ? heldKindOf(current.type) : null;
    const held =
      kind !== null &&
      current.status === 'pending' &&
      needsSecondApproval(current.amount, await readFourEyesThreshold(trx));
    if (!held) return applyReview(ctx, trx, request);
    const approval = await requestApproval(ctx, trx, transactionApprovals[kind], {
      kind,
      amount: formatMoney(current.amount),
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

/** The dual-control kind approving a transaction of this type is, if any. */
function heldKindOf(type: string): 'deposit' | 'withdrawal' | null {
  return type === 'deposit' || type === 'withdrawal' ? type : null;
}
