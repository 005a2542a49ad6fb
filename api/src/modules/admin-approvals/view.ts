import { type Approval, formatMoney } from '@tradesim/core';
import type { ApprovalRow } from './repo.js';

export function toApproval(row: ApprovalRow): Approval {
  const signed = row.request.amount ?? '';
  return {
    id: row.id,
    kind: row.kind,
    amount: formatMoney(row.amount),
    direction: row.kind === 'withdrawal_approval' || signed.startsWith('-') ? 'debit' : 'credit',
    userId: row.user_id,
    userEmail: row.user_email,
    transactionId: row.transaction_id,
    requestedBy: row.requested_by,
    requestedByEmail: row.requested_by_email,
    note: row.note,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    decidedBy: row.decided_by,
    decidedByEmail: row.decided_by_email,
    decidedAt: row.decided_at?.toISOString() ?? null,
    reason: row.reason,
  };
}
