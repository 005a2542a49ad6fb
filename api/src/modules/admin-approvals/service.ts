import {
  AppError,
  type Approval,
  type ApprovalStatus,
  type ApproveApprovalRequest,
  approvalKindsVisibleTo,
  mayDecideApproval,
  type RejectApprovalRequest,
} from '@tradesim/core';
import type { AppContext, Db } from '../../context.js';
import type { AdminAuth } from '../../http/authenticate.js';
import { publish } from '../../realtime/publish.js';
import type { StoredFile } from '../../storage/file-storage.js';
import { type AuditActor, recordAudit } from '../audit/service.js';
import { sweepExpiredApprovals } from './expiry.js';
import { approvalKindHandlers } from './registry.js';
import { type ApprovalRow, decideApproval, findApproval, listApprovals, lockApproval } from './repo.js';
import { readApproval } from './request.js';

export { sweepExpiredApprovals } from './expiry.js';

function read(db: Db, row: ApprovalRow): Promise<Approval> {
  return readApproval(db, approvalKindHandlers[row.kind], row);
}

/** The requests of the kinds the role may see, newest first (200 at most), optionally by status. */
export async function listApprovalRequests(
  ctx: AppContext,
  auth: AdminAuth,
  status?: ApprovalStatus,
): Promise<{ items: Approval[] }> {
  return ctx.knex.transaction(async (trx) => {
    await sweepExpiredApprovals(ctx, trx);
    const rows = await listApprovals(trx, { status, kinds: approvalKindsVisibleTo(auth.role) });
    const items: Approval[] = [];
    for (const row of rows) items.push(await read(trx, row));
    return { items };
  });
}

/**
 * Locks a request the caller may decide and checks it still waits: one the role may not see is
 * not found, one it may see but not decide is ROLE_FORBIDDEN.
 */
async function lockDecidable(ctx: AppContext, trx: Db, auth: AdminAuth, id: string): Promise<ApprovalRow> {
  await sweepExpiredApprovals(ctx, trx);
  const locked = await lockApproval(trx, id);
  if (!locked || !approvalKindsVisibleTo(auth.role).includes(locked.kind)) {
    throw new AppError('APPROVAL_NOT_FOUND');
  }
  if (!mayDecideApproval(auth.role, locked.kind)) throw new AppError('ROLE_FORBIDDEN');
  if (locked.status !== 'pending') throw new AppError('APPROVAL_NOT_PENDING');
  return (await findApproval(trx, id)) as ApprovalRow;
}

/** Closes a request: its status, the audit entry and the `admin.approvals` event. */
async function close(
  ctx: AppContext,
  trx: Db,
  decision: {
    row: ApprovalRow;
    status: 'approved' | 'rejected';
    by: string;
    reason: string | null;
    actor: AuditActor;
  },
): Promise<{ approval: Approval }> {
  const now = ctx.clock.now();
  const { row, status, reason } = decision;
  await decideApproval(trx, { id: row.id, status, by: decision.by, reason, now });
  const approval = await read(trx, (await findApproval(trx, row.id)) as ApprovalRow);
  await recordAudit(
    trx,
    decision.actor,
    {
      action: status === 'approved' ? 'APPROVE_REQUEST' : 'REJECT_REQUEST',
      tableName: 'approvals',
      recordId: row.id,
      targetLabel: approval.summary,
      oldValues: { status: 'pending' },
      newValues: {
        status,
        kind: row.kind,
        requestedBy: row.requested_by,
        ...(reason === null ? {} : { reason }),
      },
    },
    now,
  );
  await publish(trx, [
    { topic: 'admin.approvals', event: 'approval', data: { id: row.id, status }, at: now.toISOString() },
  ]);
  return { approval };
}

/**
 * A second staff member approves: under a lock on the request, the change is made (money moves,
 * the ledger is written, the user is told; or the staff change or setting applies) and the
 * request closed, in one transaction. Of staff approving at once one acts; the others find it
 * decided (APPROVAL_NOT_PENDING). Whoever asked cannot approve (SAME_ADMIN_APPROVAL). If the
 * change cannot be made any more (the withdrawal was cancelled, the balance is too low, the
 * member is the last owner), that error is answered and the request stays pending for someone
 * to reject, or until it expires.
 */
export async function approveRequest(
  ctx: AppContext,
  auth: AdminAuth,
  actor: AuditActor,
  input: { id: string; body: ApproveApprovalRequest },
): Promise<{ approval: Approval }> {
  return ctx.knex.transaction(async (trx) => {
    const row = await lockDecidable(ctx, trx, auth, input.id);
    if (row.requested_by === auth.adminId) throw new AppError('SAME_ADMIN_APPROVAL');
    const onBehalf: AuditActor =
      actor.type === 'admin' ? { ...actor, approval: { id: row.id, requestedBy: row.requested_by } } : actor;
    await approvalKindHandlers[row.kind].carryOut(ctx, trx, {
      row,
      approverId: auth.adminId,
      actor: onBehalf,
      payoutTxHash: input.body.payoutTxHash ?? null,
    });
    return close(ctx, trx, { row, status: 'approved', by: auth.adminId, reason: null, actor });
  });
}

/**
 * Rejecting changes nothing: the request closes with its reason (a withdrawal stays pending for
 * review). Whoever asked may withdraw their own request this way. A stored file the request set
 * aside is given back.
 */
export async function rejectRequest(
  ctx: AppContext,
  auth: AdminAuth,
  actor: AuditActor,
  input: { id: string; body: RejectApprovalRequest },
): Promise<{ approval: Approval }> {
  return ctx.knex.transaction(async (trx) => {
    const row = await lockDecidable(ctx, trx, auth, input.id);
    const fileId = row.request.fileId;
    if (typeof fileId === 'string') await ctx.storage.remove(trx, fileId);
    return close(ctx, trx, { row, status: 'rejected', by: auth.adminId, reason: input.body.reason, actor });
  });
}

/** The file a request set aside (`request.fileId`), for someone who may see the request. */
export async function loadApprovalFile(ctx: AppContext, auth: AdminAuth, id: string): Promise<StoredFile> {
  const row = await findApproval(ctx.knex, id);
  if (!row || !approvalKindsVisibleTo(auth.role).includes(row.kind)) throw new AppError('APPROVAL_NOT_FOUND');
  const fileId = row.request.fileId;
  const file = typeof fileId === 'string' ? await ctx.storage.get(ctx.knex, fileId) : null;
  if (!file) throw new AppError('FILE_NOT_FOUND');
  return file;
}
