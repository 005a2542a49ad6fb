import {
  type Approval,
  type ApprovalKind,
  type ApprovalStatus,
  approvalKindInfo,
  toDecimal,
} from '@tradesim/core';
import { formatUsd } from '@tradesim/ui-kit';

/** "Balance adjustment", "Role change": each kind as core names it for the console, CLI and mail. */
export const kindLabel = (kind: ApprovalKind): string => approvalKindInfo[kind].label;

export const statusLabels: Record<ApprovalStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  expired: 'Expired',
};

export const statusOptions: readonly { value: ApprovalStatus; label: string }[] = (
  ['pending', 'approved', 'rejected', 'expired'] as const
).map((value) => ({ value, label: statusLabels[value] }));

/**
 * "+$5,000.00" for money given to the user, "-$5,000.00" for money taken or paid out; null for
 * a request that moves no money (a staff or settings change).
 */
export function signedAmount(approval: Approval): string | null {
  if (approval.amount === null) return null;
  const amount = toDecimal(approval.amount);
  return formatUsd(approval.direction === 'credit' ? amount : amount.negated(), { signed: true });
}

/** Who decided: "You", or the deciding staff member's email. */
export function deciderText(approval: Approval, selfId: string | undefined): string {
  if (!approval.decidedBy) return 'Unknown';
  if (approval.decidedBy === selfId) return 'You';
  return approval.decidedByEmail ?? 'Another staff member';
}

/** What a notice says once a request is decided: "Approved: Deposit of $2,000.00 for ann@example.com." */
export function decidedText(approval: Approval, withdrawn: boolean): string {
  const outcome = withdrawn ? 'Withdrawn' : statusLabels[approval.status];
  return `${outcome}: ${approval.summary}.`;
}
