import { type Approval, mayDecideApproval, type StaffRole } from '@tradesim/core';
import { useId } from 'react';
import { expiresText } from '../../../lib/time-spans.js';
import { ApprovalActions, type Decision } from './approval-actions.js';
import styles from './approval-card.module.css';
import { ApprovalChange } from './approval-change.js';
import { kindLabel, statusLabels } from './approval-labels.js';
import { ApprovalMoney } from './approval-money.js';
import { ApprovalRequestFacts, isWithdrawn } from './approval-request-facts.js';
import { ApprovalSubject } from './approval-subject.js';
import { ApprovalTransaction } from './approval-transaction.js';

interface ApprovalCardProps {
  approval: Approval;
  selfId: string | undefined;
  role: StaffRole | undefined;
  /** The clock the ages and expiries count from. */
  now: number;
  /** This request was linked to (`?request=`): it is marked and scrolled to. */
  highlighted?: boolean;
  onDecide(decision: Decision, approval: Approval): void;
}

/** "Pending · expires in 2 days", "Approved", "Withdrawn", "Expired". */
function statusText(approval: Approval, now: number): string {
  if (approval.status === 'pending') return `Pending · ${expiresText(approval.expiresAt, now)}`;
  return isWithdrawn(approval) ? 'Withdrawn' : statusLabels[approval.status];
}

/**
 * One request, with everything its approver decides on (docs/product/admin-console.md#approvals):
 * what kind and what exactly (the server's one-line summary), the money and the balance it
 * leaves, the customer or staff member it is about, the transaction with its wallet and proof,
 * the change before and after, who asked, why and how long ago, and when it lapses.
 */
export function ApprovalCard({ approval, selfId, role, now, highlighted, onDecide }: ApprovalCardProps) {
  const kindId = useId();
  const titleId = useId();
  const own = approval.requestedBy === selfId;
  const { transaction } = approval.context;
  return (
    <article
      className={highlighted ? `${styles.card} ${styles.highlighted}` : styles.card}
      aria-labelledby={`${kindId} ${titleId}`}
      id={`request-${approval.id}`}
    >
      <header className={styles.head}>
        <div>
          <p id={kindId} className={styles.kind}>
            {kindLabel(approval.kind)}
          </p>
          <h2 id={titleId} className={styles.title}>
            {approval.summary}
          </h2>
        </div>
        <span className={`${styles.status} ${styles[approval.status]}`}>{statusText(approval, now)}</span>
      </header>
      <div className={styles.groups}>
        <ApprovalMoney approval={approval} />
        <ApprovalSubject context={approval.context} now={now} />
        {transaction && <ApprovalTransaction transaction={transaction} />}
        <ApprovalChange approval={approval} />
        <ApprovalRequestFacts approval={approval} selfId={selfId} now={now} />
      </div>
      {approval.status === 'pending' && (
        <ApprovalActions
          approval={approval}
          own={own}
          canDecide={role !== undefined && mayDecideApproval(role, approval.kind)}
          onDecide={onDecide}
        />
      )}
    </article>
  );
}
