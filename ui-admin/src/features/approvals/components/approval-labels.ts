import { type Approval, type ApprovalKind, type ApprovalStatus, toDecimal } from '@tradesim/core';
import { formatUsd } from '@tradesim/ui-kit';

export const kindLabels: Record<ApprovalKind, string> = {
  balance_adjustment: 'Balance adjustment',
  withdrawal_approval: 'Withdrawal approval',
};

export const statusOptions: readonly { value: ApprovalStatus; label: string }[] = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
];

/** "+$5,000.00" for money given to the user, "-$5,000.00" for money taken or paid out. */
export function signedAmount(approval: Approval): string {
  const amount = toDecimal(approval.amount);
  return formatUsd(approval.direction === 'credit' ? amount : amount.negated(), { signed: true });
}

/** "Balance adjustment of +$5,000.00 for ada@example.com": what a confirmation or notice names. */
export function describeApproval(approval: Approval): string {
  return `${kindLabels[approval.kind]} of ${signedAmount(approval)} for ${approval.userEmail}`;
}

/**
 * Who decided: the API names the decider by id only, so the console says "You", or the email it
 * knows for that id from the requests it has loaded (staff ask as well as decide), or "Another
 * admin".
 */
export function deciderText(
  approval: Approval,
  selfId: string | undefined,
  emailsById: ReadonlyMap<string, string>,
): string {
  if (!approval.decidedBy) return 'Unknown';
  if (approval.decidedBy === selfId) return 'You';
  return emailsById.get(approval.decidedBy) ?? 'Another admin';
}

/** Requester id → email, from the requests loaded (to name deciders). */
export function requesterEmails(approvals: readonly Approval[]): Map<string, string> {
  return new Map(approvals.map((approval) => [approval.requestedBy, approval.requestedByEmail]));
}
