import type { Approval } from '@tradesim/core';
import { formatDateTime } from '@tradesim/ui-kit';
import { EmailText } from '../../../components/email-text.js';
import { expiresText, waitedText } from '../../../lib/time-spans.js';
import { Fact, FactGroup } from './approval-facts.js';
import { deciderText } from './approval-labels.js';

/** The requester withdrew it: a rejection by the one who asked. */
export const isWithdrawn = (approval: Approval) =>
  approval.status === 'rejected' && approval.decidedBy === approval.requestedBy;

/** Who decided, by the outcome's own word. */
function deciderTerm(approval: Approval): string {
  if (isWithdrawn(approval)) return 'Withdrawn by';
  return approval.status === 'approved' ? 'Approved by' : 'Rejected by';
}

/**
 * Who asked and why, how long it has waited and when it lapses; once decided, who decided, when,
 * and a rejection's reason.
 */
export function ApprovalRequestFacts({
  approval,
  selfId,
  now,
}: {
  approval: Approval;
  selfId: string | undefined;
  now: number;
}) {
  const own = approval.requestedBy === selfId;
  const pending = approval.status === 'pending';
  const decided = approval.status === 'approved' || approval.status === 'rejected';
  return (
    <FactGroup title="Request">
      <Fact term="Requested by">{own ? 'You' : <EmailText email={approval.requestedByEmail} />}</Fact>
      <Fact term="Requested">
        {formatDateTime(approval.createdAt)}
        {pending && ` (waiting ${waitedText(approval.createdAt, now)})`}
      </Fact>
      {pending && (
        <Fact term="Expires">
          {formatDateTime(approval.expiresAt)} ({expiresText(approval.expiresAt, now)})
        </Fact>
      )}
      {approval.status === 'expired' && <Fact term="Expired">{formatDateTime(approval.expiresAt)}</Fact>}
      <Fact term="Requester’s reason" wide>
        {approval.note ?? 'No reason given'}
      </Fact>
      {decided && (
        <>
          <Fact term={deciderTerm(approval)}>{deciderText(approval, selfId)}</Fact>
          {approval.decidedAt && <Fact term="Decided">{formatDateTime(approval.decidedAt)}</Fact>}
          {approval.status === 'rejected' && !isWithdrawn(approval) && (
            <Fact term="Reason for rejecting" wide>
              {approval.reason ?? 'No reason given'}
            </Fact>
          )}
        </>
      )}
    </FactGroup>
  );
}
