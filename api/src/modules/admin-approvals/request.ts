import type { Approval, ApprovalKind } from '@tradesim/core';
import type { AppContext, Db } from '../../context.js';
import { queueStaffAlert } from '../../mail/outbox.js';
import { publish } from '../../realtime/publish.js';
import { type AuditActor, recordAudit } from '../audit/service.js';
import { type ApprovalRow, findPendingForTransaction, insertApproval } from './repo.js';
import { toApproval } from './view.js';

export interface ApprovalToRequest {
  kind: ApprovalKind;
  /** The size of the movement, positive. */
  amount: string;
  direction: 'credit' | 'debit';
  userId: string;
  transactionId: string | null;
  request: ApprovalRow['request'];
  note: string | null;
  requestedBy: string;
  actor: AuditActor;
}

/**
 * Four eyes: records the movement as a pending request in the caller's transaction, instead of
 * making it; audited, and announced on `admin.approvals` (the console's bell and Approvals
 * screen hear it). A withdrawal has at most one pending request: asking again finds it.
 */
export async function requestApproval(ctx: AppContext, trx: Db, input: ApprovalToRequest): Promise<Approval> {
  if (input.transactionId) {
    const existing = await findPendingForTransaction(trx, input.transactionId);
    if (existing) return toApproval(existing);
  }
  const now = ctx.clock.now();
  const row = await insertApproval(trx, { ...input, now });
  await recordAudit(
    trx,
    input.actor,
    {
      action: 'REQUEST_APPROVAL',
      tableName: 'approvals',
      recordId: row.id,
      newValues: { kind: input.kind, amount: input.amount, userId: input.userId, note: input.note },
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
  const what = input.kind === 'balance_adjustment' ? 'A balance adjustment' : 'A withdrawal approval';
  await queueStaffAlert(
    ctx,
    trx,
    {
      event: 'approval_requested',
      subject: `Approval needed: $${input.amount}`,
      body: `${what} of $${input.amount} needs a second staff member's approval.`,
      consolePath: '/approvals',
    },
    now,
  );
  return toApproval(row);
}
