import type { AdminTransaction } from '@tradesim/core';

export { statusLabel, typeLabel } from '../../../lib/transaction-labels.js';

/** The filters of docs/product/admin-console.md#screens (Transactions), as the URL spells them (config/routes.ts). */
export const typeOptions = [
  { value: 'all', label: 'All' },
  { value: 'deposit', label: 'Deposits' },
  { value: 'withdrawal', label: 'Withdrawals' },
] as const;

/** DESIGN: Cancelled is offered too: users cancel their own pending withdrawals, and staff look for them. */
export const statusOptions = [
  { value: 'all', label: 'All statuses' },
  { value: 'pending', label: 'Pending' },
  { value: 'completed', label: 'Completed' },
  { value: 'failed', label: 'Failed' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'cancelled', label: 'Cancelled' },
] as const;

export type ReviewKind = 'approve' | 'reject';

export type TypeFilter = (typeof typeOptions)[number]['value'];
export type StatusFilter = (typeof statusOptions)[number]['value'];

/** "Ada Lovelace", or the email when the profile has no name. */
export function userName(transaction: AdminTransaction): string {
  const name = [transaction.userFirstName, transaction.userLastName].filter(Boolean).join(' ');
  return name || transaction.userEmail;
}

/** Approve and Reject are offered only while pending (docs/product/admin-console.md#states-and-transitions). */
export const isReviewable = (transaction: AdminTransaction) =>
  transaction.status === 'pending' && (transaction.type === 'deposit' || transaction.type === 'withdrawal');

/**
 * An approval of it waits for a second staff member (docs/product/admin-console.md#approvals):
 * approving it again would only point at the same request, so the request is offered instead.
 */
export const awaitsSecondApproval = (transaction: Pick<AdminTransaction, 'pendingApprovalId'>) =>
  transaction.pendingApprovalId !== null;
