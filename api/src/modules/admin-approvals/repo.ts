import type { ApprovalKind, ApprovalStatus } from '@tradesim/core';
import type { Db } from '../../context.js';

export interface ApprovalRow {
  id: string;
  kind: ApprovalKind;
  amount: string;
  user_id: string;
  user_email: string;
  transaction_id: string | null;
  /** What the approval carries out: `{amount, reason}` for an adjustment, `{notes}` for a withdrawal. */
  request: { amount?: string; reason?: string; notes?: string | null; payoutTxHash?: string | null };
  note: string | null;
  status: ApprovalStatus;
  requested_by: string;
  requested_by_email: string;
  decided_by: string | null;
  decided_by_email: string | null;
  decided_at: Date | null;
  reason: string | null;
  created_at: Date;
}

function approvals(db: Db) {
  return db('approvals as a')
    .join('profiles as u', 'u.id', 'a.user_id')
    .join('profiles as r', 'r.id', 'a.requested_by')
    .leftJoin('profiles as d', 'd.id', 'a.decided_by')
    .select('a.*', 'u.email as user_email', 'r.email as requested_by_email', 'd.email as decided_by_email');
}

export async function insertApproval(
  db: Db,
  approval: {
    kind: ApprovalKind;
    amount: string;
    userId: string;
    transactionId: string | null;
    request: ApprovalRow['request'];
    note: string | null;
    requestedBy: string;
    now: Date;
  },
): Promise<ApprovalRow> {
  const [row] = await db('approvals')
    .insert({
      kind: approval.kind,
      amount: approval.amount,
      user_id: approval.userId,
      transaction_id: approval.transactionId,
      request: JSON.stringify(approval.request),
      note: approval.note,
      requested_by: approval.requestedBy,
      created_at: approval.now,
    })
    .returning('id');
  return (await findApproval(db, row.id)) as ApprovalRow;
}

export async function findApproval(db: Db, id: string): Promise<ApprovalRow | undefined> {
  return approvals(db).where('a.id', id).first();
}

/** The pending request on a withdrawal, if one was made already. */
export async function findPendingForTransaction(
  db: Db,
  transactionId: string,
): Promise<ApprovalRow | undefined> {
  return approvals(db).where({ 'a.transaction_id': transactionId, 'a.status': 'pending' }).first();
}

/** Locks the request: of admins deciding at once, one acts and the rest find it decided. */
export async function lockApproval(
  db: Db,
  id: string,
): Promise<{ id: string; status: ApprovalStatus } | undefined> {
  return db('approvals').where('id', id).forUpdate().first('id', 'status');
}

export async function listApprovals(db: Db, status: ApprovalStatus | undefined): Promise<ApprovalRow[]> {
  const query = approvals(db)
    .orderBy([
      { column: 'a.created_at', order: 'desc' },
      { column: 'a.id', order: 'desc' },
    ])
    .limit(200);
  if (status) query.where('a.status', status);
  return query;
}

export async function decideApproval(
  db: Db,
  decision: { id: string; status: 'approved' | 'rejected'; by: string; reason: string | null; now: Date },
): Promise<void> {
  await db('approvals').where({ id: decision.id, status: 'pending' }).update({
    status: decision.status,
    decided_by: decision.by,
    decided_at: decision.now,
    reason: decision.reason,
  });
}
