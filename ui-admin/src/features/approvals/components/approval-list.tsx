import type { Approval, ApprovalStatus } from '@tradesim/core';
import { EmptyState, ErrorState, LoadingState } from '@tradesim/ui-kit';
import { errorMessage } from '../../../lib/errors.js';
import { useApprovals } from '../api/use-approvals.js';
import { ApprovalCard, type Decision } from './approval-card.js';
import styles from './approvals-page.module.css';

export const loadApprovalsFailed = 'Failed to load approval requests';

const emptyText: Record<ApprovalStatus, { title: string; text: string }> = {
  pending: {
    title: 'Nothing waits for approval',
    text: 'Balance adjustments and withdrawal approvals at or above the four-eyes threshold appear here.',
  },
  approved: { title: 'No approved requests yet', text: 'Requests a second admin approved appear here.' },
  rejected: { title: 'No rejected requests', text: 'Requests a second admin rejected appear here.' },
};

interface ApprovalListProps {
  status: ApprovalStatus;
  selfId: string | undefined;
  canDecide: boolean;
  onDecide(decision: Decision, approval: Approval): void;
}

/** One status's requests, with the list's loading, failure and empty states. */
export function ApprovalList({ status, selfId, canDecide, onDecide }: ApprovalListProps) {
  const list = useApprovals(status);
  if (list.isPending) return <LoadingState text="Loading approval requests..." />;
  if (!list.data) {
    return (
      <ErrorState
        message={`Error: ${errorMessage(list.error, loadApprovalsFailed)}`}
        onRetry={() => void list.refetch()}
      />
    );
  }
  if (list.data.length === 0) {
    return (
      <div className={styles.empty}>
        <EmptyState {...emptyText[status]} />
      </div>
    );
  }
  return (
    <ul className={styles.list} aria-busy={list.isFetching}>
      {list.data.map((approval) => (
        <li key={approval.id}>
          <ApprovalCard approval={approval} selfId={selfId} canDecide={canDecide} onDecide={onDecide} />
        </li>
      ))}
    </ul>
  );
}
