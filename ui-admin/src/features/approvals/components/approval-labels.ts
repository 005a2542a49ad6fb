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

/** Who decided: "You", or the deciding admin's email. */
export function deciderText(approval: Approval, selfId: string | undefined): string {
  if (!approval.decidedBy) return 'Unknown';
  if (approval.decidedBy === selfId) return 'You';
  return approval.decidedByEmail ?? 'Another admin';
}
