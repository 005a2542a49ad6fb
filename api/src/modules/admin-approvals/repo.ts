import type { ApprovalKind, ApprovalStatus } from '@tradesim/core';
import type { Db } from '../../context.js';

/** What the approval carries out, as the one who asked gave it; each kind reads its own shape. */
export type ApprovalRequestData = Record<string, unknown>;

export interface ApprovalRow {
  id: string;
  kind: ApprovalKind;
  amount: string | null;
  user_id: string | null;
  user_email: string | null;
  transaction_id: string | null;
  request: ApprovalRequestData;
  note: string | null;
  status: ApprovalStatus;
  requested_by: string;
  requested_by_email: string;
  decided_by: string | null;
  decided_by_email: string | null;
  decided_at: Date | null;
  reason: string | null;
  created_at: Date;
  expires_at: Date;
}

function approvals(db: Db) {
  return db('approvals as a')
    .leftJoin('profiles as u', 'u.id', 'a.user_id')
    .join('profiles as r', 'r.id', 'a.requested_by')
    .leftJoin('profiles as d', 'd.id', 'a.decided_by')
    .select('a.*', 'u.email as user_email', 'r.email as requested_by_email', 'd.email as decided_by_email');
}

export interface NewApproval {
  kind: ApprovalKind;
  amount: string | null;
  userId: string | null;
  transactionId: string | null;
  request: ApprovalRequestData;
  note: string | null;
  requestedBy: string;
  now: Date;
  expiresAt: Date;
}

export async function insertApproval(db: Db, approval: NewApproval): Promise<ApprovalRow> {
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
      expires_at: approval.expiresAt,
    })
    .returning('id');
  return (await findApproval(db, row.id)) as ApprovalRow;
}

export async function findApproval(db: Db, id: string): Promise<ApprovalRow | undefined> {
  return approvals(db).where('a.id', id).first();
}

/**
 * The request still waiting on the same thing: a transaction, a staff member (for staff kinds)
 * or a setting (one at a time). Expired ones are swept before this is asked.
 */
export async function findPendingApproval(
  db: Db,
  on: { kind: ApprovalKind; transactionId?: string | null; userId?: string | null },
): Promise<ApprovalRow | undefined> {
  const query = approvals(db).where('a.status', 'pending');
  if (on.transactionId) return query.where('a.transaction_id', on.transactionId).first();
  query.where('a.kind', on.kind);
  if (on.userId) query.where('a.user_id', on.userId);
  return query.first();
}

/** Locks the request: of admins deciding at once, one acts and the rest find it decided. */
export async function lockApproval(
  db: Db,
  id: string,
): Promise<{ id: string; status: ApprovalStatus; kind: ApprovalKind } | undefined> {
  return db('approvals').where('id', id).forUpdate().first('id', 'status', 'kind');
}

export async function listApprovals(
  db: Db,
  filter: { status: ApprovalStatus | undefined; kinds: readonly ApprovalKind[] },
): Promise<ApprovalRow[]> {
  const query = approvals(db)
    .whereIn('a.kind', [...filter.kinds])
    .orderBy([
      { column: 'a.created_at', order: 'desc' },
      { column: 'a.id', order: 'desc' },
    ])
    .limit(200);
  if (filter.status) query.where('a.status', filter.status);
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

/** Pending requests past their time become `expired` (decided at the moment they lapsed). */
export async function expireApprovals(db: Db, now: Date): Promise<ApprovalRow[]> {
  const expired = await db('approvals')
    .where('status', 'pending')
    .where('expires_at', '<=', now)
    .update({ status: 'expired', decided_at: db.ref('expires_at') })
    .returning<{ id: string }[]>('id');
  if (expired.length === 0) return [];
  return approvals(db).whereIn(
    'a.id',
    expired.map((row) => row.id),
  );
}
