import type { Approval } from '@tradesim/core';
import { Icon } from '@tradesim/ui-kit';
import { Link } from 'react-router';
import { links } from '../../../config/routes.js';
import styles from './staff-table.module.css';

/** "Awaiting second approval": each change of this member a second owner has not decided yet. */
export function StaffPending({
  requests,
  selfId,
}: {
  requests: readonly Approval[];
  selfId: string | undefined;
}) {
  return (
    <span className={styles.pending}>
      <span className={styles.pendingTitle}>
        <Icon name="clock" size={14} />
        Awaiting second approval
      </span>
      {requests.map((request) => (
        <span key={request.id} className={styles.pendingItem}>
          {request.summary}, asked by {request.requestedBy === selfId ? 'you' : request.requestedByEmail}.{' '}
          <Link to={links.approvals({ request: request.id })}>Open the request</Link>
        </span>
      ))}
    </span>
  );
}
