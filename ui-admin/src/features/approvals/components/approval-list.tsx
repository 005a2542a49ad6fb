import type { Approval, ApprovalStatus } from '@tradesim/core';
import { EmptyState, QueryState } from '@tradesim/ui-kit';
import { useEffect } from 'react';
import { useAdminAuth } from '../../../lib/auth-context.js';
import { errorMessage } from '../../../lib/errors.js';
import { useApprovals } from '../../../lib/use-approval-list.js';
import { useNow } from '../../../lib/use-now.js';
import type { Decision } from './approval-actions.js';
import { ApprovalCard } from './approval-card.js';
import styles from './approvals-page.module.css';

export const loadApprovalsFailed = 'Failed to load approval requests';

const emptyText: Record<ApprovalStatus, { title: string; text: string }> = {
  pending: {
    title: 'Nothing waits for approval',
    text: 'Large movements of money, staff changes and changes to the deposit wallet or the rules appear here until a second staff member decides.',
  },
  approved: {
    title: 'No approved requests yet',
    text: 'Requests a second staff member approved appear here.',
  },
  rejected: {
    title: 'No rejected requests',
    text: 'Requests a second staff member rejected, or their requester withdrew, appear here.',
  },
  expired: {
    title: 'No expired requests',
    text: 'A request nobody decides within 72 hours expires and appears here; nothing of it was carried out.',
  },
};

interface ApprovalListProps {
  status: ApprovalStatus;
  /** A request a link pointed at (`?request=`), marked and scrolled to. */
  highlightId: string | null;
  onDecide(decision: Decision, approval: Approval): void;
}

/** One status's requests, with the list's loading, failure and empty states. */
export function ApprovalList({ status, highlightId, onDecide }: ApprovalListProps) {
  const list = useApprovals(status);
  const { admin } = useAdminAuth();
  const now = useNow();
  const found = Boolean(highlightId && list.data?.some((approval) => approval.id === highlightId));
  useEffect(() => {
    // jsdom has no scrollIntoView; a browser always does.
    if (found) document.getElementById(`request-${highlightId}`)?.scrollIntoView?.({ block: 'start' });
  }, [found, highlightId]);
  return (
    <QueryState
      query={list}
      loading="Loading approval requests..."
      errorText={(error) => `Error: ${errorMessage(error, loadApprovalsFailed)}`}
      keepData
      empty={
        <div className={styles.empty}>
          <EmptyState {...emptyText[status]} />
        </div>
      }
    >
      {(approvals) => (
        <ul className={styles.list} aria-busy={list.isFetching}>
          {approvals.map((approval) => (
            <li key={approval.id}>
              <ApprovalCard
                approval={approval}
                selfId={admin?.id}
                role={admin?.role}
                now={now}
                highlighted={approval.id === highlightId}
                onDecide={onDecide}
              />
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
