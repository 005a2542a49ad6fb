import type { Approval } from '@tradesim/core';
import { Button, formatDateTime } from '@tradesim/ui-kit';
import { EmailText } from '../../../components/email-text.js';
import styles from './approval-card.module.css';
import { deciderText, kindLabels, signedAmount } from './approval-labels.js';

export const sameAdminHint = 'A different admin must approve this';

export type Decision = 'approve' | 'reject';

interface ApprovalCardProps {
  approval: Approval;
  selfId: string | undefined;
  /** The role may decide (finance, owner); an auditor only reads. */
  canDecide: boolean;
  onDecide(decision: Decision, approval: Approval): void;
}

/**
 * One request: what (kind and signed amount), for whom, who asked and why, when; once decided,
 * who decided, when, and a rejection's reason. A pending one offers Approve and Reject, except
 * to whoever asked (the server refuses them: SAME_ADMIN_APPROVAL), who is told why instead.
 */
export function ApprovalCard({ approval, selfId, canDecide, onDecide }: ApprovalCardProps) {
  const titleId = `approval-${approval.id}`;
  const hintId = `${titleId}-hint`;
  const own = approval.requestedBy === selfId;
  const pending = approval.status === 'pending';
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <header className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {kindLabels[approval.kind]}{' '}
          <span className={`${styles.amount} tabular ${approval.direction === 'credit' ? 'positive' : ''}`}>
            {signedAmount(approval)}
          </span>
        </h2>
        {!pending && (
          <span className={`${styles.status} ${styles[approval.status]}`}>
            {approval.status === 'approved' ? 'Approved' : 'Rejected'}
          </span>
        )}
      </header>
      <dl className={styles.facts}>
        <Fact term="User">
          <EmailText email={approval.userEmail} />
        </Fact>
        <Fact term="Requested by">{own ? 'You' : <EmailText email={approval.requestedByEmail} />}</Fact>
        <Fact term="Requested">{formatDateTime(approval.createdAt)}</Fact>
        <Fact term="Note" wide>
          {approval.note ?? 'No note'}
        </Fact>
        {!pending && (
          <>
            <Fact term={approval.status === 'approved' ? 'Approved by' : 'Rejected by'}>
              {deciderText(approval, selfId)}
            </Fact>
            {approval.decidedAt && <Fact term="Decided">{formatDateTime(approval.decidedAt)}</Fact>}
            {approval.status === 'rejected' && (
              <Fact term="Reason" wide>
                {approval.reason ?? 'No reason given'}
              </Fact>
            )}
          </>
        )}
      </dl>
      {pending && canDecide && (
        <div className={styles.actions}>
          {own && (
            <p id={hintId} className={styles.hint}>
              {sameAdminHint}
            </p>
          )}
          <Button
            variant="secondary"
            size="sm"
            disabled={own}
            aria-describedby={own ? hintId : undefined}
            onClick={() => onDecide('reject', approval)}
          >
            Reject
          </Button>
          <Button
            size="sm"
            disabled={own}
            aria-describedby={own ? hintId : undefined}
            onClick={() => onDecide('approve', approval)}
          >
            Approve
          </Button>
        </div>
      )}
    </article>
  );
}

function Fact({ term, wide, children }: { term: string; wide?: boolean; children: React.ReactNode }) {
  return (
    <div className={wide ? styles.wide : undefined}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
