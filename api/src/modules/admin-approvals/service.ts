import { AppError, type Approval, type ApprovalStatus, type RejectApprovalRequest } from '@tradesim/core';
import type { AppContext, Db } from '../../context.js';
import type { AdminAuth } from '../../http/authenticate.js';
import { publish } from '../../realtime/publish.js';
import { applyReview } from '../admin-review/review.js';
import { applyAdjustment } from '../admin-users/adjust-balance.js';
import { type AuditActor, recordAudit } from '../audit/service.js';
import { type ApprovalRow, decideApproval, findApproval, listApprovals, lockApproval } from './repo.js';
import { toApproval } from './view.js';

export async function listApprovalRequests(
  ctx: AppContext,
  status?: ApprovalStatus,
): Promise<{ items: Approval[] }> {
  return { items: (await listApprovals(ctx.knex, status)).map(toApproval) };
}

/** Carries out what was asked, exactly as asked, in the approval's transaction. */
async function carryOut(
  ctx: AppContext,
  trx: Parameters<typeof applyReview>[1],
  row: ApprovalRow,
  auth: AdminAuth,
  actor: AuditActor,
) {
  if (row.kind === 'balance_adjustment') {
    await applyAdjustment(ctx, trx, {
      userId: row.user_id,
      amount: row.request.amount ?? '0',
      reason: row.request.reason ?? row.note ?? '',
      adminId: auth.adminId,
      actor,
      clientKey: null,
    });
    return;
  }
  await applyReview(ctx, trx, {
    id: row.transaction_id ?? '',
    decision: 'approve',
    notes: row.request.notes ?? null,
    payoutTxHash: row.request.payoutTxHash ?? null,
    adminId: auth.adminId,
    actor,
  });
}

/** Locks a request and checks it still waits; the decision's other checks come after. */
async function lockPending(trx: Db, id: string): Promise<void> {
  const locked = await lockApproval(trx, id);
  if (!locked) throw new AppError('APPROVAL_NOT_FOUND');
  if (locked.status !== 'pending') throw new AppError('APPROVAL_NOT_PENDING');
}

/** Closes a request: its status, the audit entry and the `admin.approvals` event. */
async function close(
  ctx: AppContext,
  trx: Db,
  decision: {
    id: string;
    status: 'approved' | 'rejected';
    by: string;
    reason: string | null;
    actor: AuditActor;
  },
): Promise<{ approval: Approval }> {
  const now = ctx.clock.now();
  const { id, status, reason } = decision;
  await decideApproval(trx, { id, status, by: decision.by, reason, now });
  await recordAudit(
    trx,
    decision.actor,
    {
      action: status === 'approved' ? 'APPROVE_REQUEST' : 'REJECT_REQUEST',
      tableName: 'approvals',
      recordId: id,
      oldValues: { status: 'pending' },
      newValues: reason === null ? { status } : { status, reason },
    },
    now,
  );
  await publish(trx, [
    { topic: 'admin.approvals', event: 'approval', data: { id, status }, at: now.toISOString() },
  ]);
  return { approval: toApproval((await findApproval(trx, id)) as ApprovalRow) };
}

/**
 * A different admin approves: under a lock on the request, the movement is made (the money
 * moves, the ledger is written, the user is told) and the request closed, in one transaction. Of
 * admins approving at once one acts; the others find it decided (APPROVAL_NOT_PENDING). If the
 * movement cannot be made any more (the withdrawal was cancelled, the balance is too low), the
 * error is answered and the request stays pending for someone to reject.
 */
export async function approveRequest(
  ctx: AppContext,
  auth: AdminAuth,
  actor: AuditActor,
  id: string,
): Promise<{ approval: Approval }> {
  return ctx.knex.transaction(async (trx) => {
    await lockPending(trx, id);
    const row = (await findApproval(trx, id)) as ApprovalRow;
    if (row.requested_by === auth.adminId) throw new AppError('SAME_ADMIN_APPROVAL');
    await carryOut(ctx, trx, row, auth, actor);
    return close(ctx, trx, { id, status: 'approved', by: auth.adminId, reason: null, actor });
  });
}

/** Rejecting moves nothing: the request closes with its reason (a withdrawal stays pending). */
export async function rejectRequest(
  ctx: AppContext,
  auth: AdminAuth,
  actor: AuditActor,
  id: string,
  input: RejectApprovalRequest,
): Promise<{ approval: Approval }> {
  return ctx.knex.transaction(async (trx) => {
    await lockPending(trx, id);
    return close(ctx, trx, { id, status: 'rejected', by: auth.adminId, reason: input.reason, actor });
  });
}
