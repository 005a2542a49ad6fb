import { type Approval, type ApprovalResponse, isMoneyApproval } from '@tradesim/core';

/** A dual-controlled change answered 202 `{approval}`: nothing changed yet. */
export function isApprovalResponse(result: object): result is ApprovalResponse {
  return 'approval' in result;
}

/**
 * What a staff member is told when their change waits for a second one (docs/product/admin-console.md#approvals):
 * that nothing changed yet, and who must act. Money waits because of its size; staff changes,
 * the deposit wallet and the rules always do.
 */
export function awaitingApprovalText(approval: Approval): string {
  const why = isMoneyApproval(approval.kind) ? ' is at or above the four-eyes threshold' : '';
  const what = isMoneyApproval(approval.kind) ? 'Nothing has moved yet' : 'Nothing has changed yet';
  return `Sent for approval: ${approval.summary}${why}. ${what}: a second staff member must approve it on the Approvals screen.`;
}
