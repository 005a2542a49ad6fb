import type { Approval } from '@tradesim/core';
import { Button } from '@tradesim/ui-kit';
import { useId } from 'react';
import styles from './approval-card.module.css';

export type Decision = 'approve' | 'reject' | 'withdraw';

export const ownRequestHint = 'You asked for this: a different staff member must approve it.';

interface ApprovalActionsProps {
  approval: Approval;
  own: boolean;
  /** The role may make this kind of change (core's mayDecideApproval); an auditor only reads. */
  canDecide: boolean;
  onDecide(decision: Decision, approval: Approval): void;
}

/**
 * A pending request's buttons. Whoever asked cannot approve it (the server refuses:
 * SAME_ADMIN_APPROVAL), so they are offered to withdraw it instead; a role that may not make
 * the change is offered nothing.
 */
export function ApprovalActions({ approval, own, canDecide, onDecide }: ApprovalActionsProps) {
  const hintId = useId();
  if (own) {
    return (
      <div className={styles.actions}>
        <p id={hintId} className={styles.hint}>
          {ownRequestHint}
        </p>
        <Button
          variant="secondary"
          size="sm"
          aria-describedby={hintId}
          onClick={() => onDecide('withdraw', approval)}
        >
          Withdraw request
        </Button>
      </div>
    );
  }
  if (!canDecide) return null;
  return (
    <div className={styles.actions}>
      <Button variant="secondary" size="sm" onClick={() => onDecide('reject', approval)}>
        Reject
      </Button>
      <Button size="sm" onClick={() => onDecide('approve', approval)}>
        Approve
      </Button>
    </div>
  );
}
