import type { Approval, ApprovalContext } from '@tradesim/core';
import { formatMoney } from '@tradesim/core';
import type { ApprovalRow } from './repo.js';

function directionOf(row: ApprovalRow): Approval['direction'] {
  if (row.kind === 'deposit') return 'credit';
  if (row.kind === 'withdrawal') return 'debit';
  if (row.kind !== 'adjustment') return null;
  const signed = row.request.amount;
  return typeof signed === 'string' && signed.trim().startsWith('-') ? 'debit' : 'credit';
}

export function toApproval(row: ApprovalRow, read: { summary: string; context: ApprovalContext }): Approval {
  return {
    id: row.id,
    kind: row.kind,
    amount: row.amount === null ? null : formatMoney(row.amount),
    direction: directionOf(row),
    userId: row.user_id,
    userEmail: row.user_email,
    transactionId: row.transaction_id,
    summary: read.summary,
    requestedBy: row.requested_by,
    requestedByEmail: row.requested_by_email,
    note: row.note,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    decidedBy: row.decided_by,
    decidedByEmail: row.decided_by_email,
    decidedAt: row.decided_at?.toISOString() ?? null,
    reason: row.reason,
    context: read.context,
  };
}
