import type { Approval } from '@tradesim/core';
import { formatUsd } from '@tradesim/ui-kit';

/** Four eyes: what an admin is told when their movement waits for a second admin. */
export function awaitingApprovalText(approval: Approval): string {
  return `Sent for approval: ${formatUsd(approval.amount)} is at or above the four-eyes threshold, so a different admin must approve it on the Approvals screen. Nothing has moved yet.`;
}
