// Why it is built this way: docs/decisions/0010-dual-control.md
import { AppError, type Approval, approvalKindInfo, approvalTtlMs, staffRolesFor } from '@tradesim/core';
import type { AppContext, Db } from '../../context.js';
import { isUniqueViolation } from '../../db/errors.js';
import { queueStaffAlert } from '../../mail/outbox.js';
import { publish } from '../../realtime/publish.js';
import { type AuditActor, recordAudit } from '../audit/service.js';
import { sweepExpiredApprovals } from './expiry.js';
import type { ApprovalKindHandler } from './kind.js';
import { type ApprovalRow, findPendingApproval, insertApproval, type NewApproval } from './repo.js';
import { toApproval } from './view.js';

/**
 * A change to hold for a second staff member: its kind; the size of a movement of money (null
 * for a change that moves none); the customer whose money moves or the staff member a staff
 * change is about; what approving will carry out, exactly as asked; why (shown to the
 * approver); and who asks.
 */
export type ApprovalToRequest = Omit<NewApproval, 'now' | 'expiresAt'> & { actor: AuditActor };

/** How an approval reads to whoever decides it. */
export async function readApproval(
  db: Db,
  handler: ApprovalKindHandler,
  row: ApprovalRow,
): Promise<Approval> {
  return toApproval(row, { summary: handler.summarize(row), context: await handler.context(db, row) });
}

/** Finds the request already waiting on the same thing: a transaction's is the same request. */
async function pendingTwin(trx: Db, input: ApprovalToRequest): Promise<ApprovalRow | null> {
  if (input.kind === 'adjustment') return null;
  const twin = await findPendingApproval(trx, input);
  if (!twin) return null;
  if (input.transactionId) return twin;
  throw new AppError('APPROVAL_ALREADY_PENDING');
}

/**
 * Dual control: records the change as a pending request in the caller's transaction instead of
 * making it; audited, announced on `admin.approvals` (the console's bell and Approvals screen
 * hear it) and mailed to those who may decide it and asked for such mail. The caller has
 * already refused what approving would refuse. A transaction has at most one pending request
 * (asking again finds it); a staff member and a setting have at most one per kind
 * (APPROVAL_ALREADY_PENDING).
 */
export async function requestApproval(
  ctx: AppContext,
  trx: Db,
  handler: ApprovalKindHandler,
  input: ApprovalToRequest,
): Promise<Approval> {
  const now = ctx.clock.now();
  await sweepExpiredApprovals(ctx, trx);
  const twin = await pendingTwin(trx, input);
  if (twin) return readApproval(trx, handler, twin);
  const row = await insertApproval(trx, {
    ...input,
    now,
    expiresAt: new Date(now.getTime() + approvalTtlMs),
  }).catch((error: unknown) => {
    // Two staff asking for the same change at once: the second finds the first.
    if (isUniqueViolation(error)) throw new AppError('APPROVAL_ALREADY_PENDING');
    throw error;
  });
  const approval = await readApproval(trx, handler, row);
  await recordAudit(
    trx,
    input.actor,
    {
      action: 'REQUEST_APPROVAL',
      tableName: 'approvals',
      recordId: row.id,
      targetLabel: approval.summary,
      newValues: {
        kind: input.kind,
        amount: input.amount,
        userId: input.userId,
        note: input.note,
        ...input.request,
      },
    },
    now,
  );
  await publish(trx, [
    {
      topic: 'admin.approvals',
      event: 'approval',
      data: { id: row.id, status: 'pending' },
      at: now.toISOString(),
    },
  ]);
  await queueStaffAlert(
    ctx,
    trx,
    {
      event: 'approval_requested',
      subject: `Approval needed: ${approval.summary}`,
      body: `${approval.summary} needs a second staff member's approval (${approvalKindInfo[input.kind].label}).`,
      consolePath: '/approvals',
      roles: staffRolesFor(approvalKindInfo[input.kind].area, 'change'),
    },
    now,
  );
  return approval;
}
