import { type Approval, describeDevice, isMoneyApproval, type UserTimelineEvent } from '@tradesim/core';
import { Button, formatDateTime, LoadingState } from '@tradesim/ui-kit';
import { Link } from 'react-router';
import { PendingRequestNote } from '../../../components/awaiting-approval.js';
import { links } from '../../../config/routes.js';
import { useAdminAuth } from '../../../lib/auth-context.js';
import { errorMessage } from '../../../lib/errors.js';
import { useApprovals } from '../../../lib/use-approval-list.js';
import { useUserTimeline } from '../api/use-users.js';
import { timelineAmount, timelineStatus, timelineTitle } from '../lib/timeline-labels.js';
import styles from './user-timeline.module.css';

/**
 * The user's history in one list, newest first: money in and out (a staff adjustment named as
 * such), investments, sign-ins to the app or the console with IP and device (failed ones
 * too), support tickets, bans. What support reads before answering "where is my money?". Money
 * waiting for a second staff member says so: a held deposit or withdrawal on its line, a held
 * balance adjustment (no transaction yet) above the list.
 */
export function UserTimeline({ userId }: { userId: string }) {
  const timeline = useUserTimeline(userId);
  const events = timeline.data?.pages.flatMap((page) => page.items) ?? [];
  const { admin } = useAdminAuth();
  const held = (useApprovals('pending').data ?? []).filter(
    (approval) => approval.userId === userId && isMoneyApproval(approval.kind),
  );
  const heldByTransaction = new Map(held.map((approval) => [approval.transactionId, approval]));
  return (
    <section aria-labelledby="user-timeline-title">
      <h3 id="user-timeline-title" className={styles.title}>
        Timeline
      </h3>
      {held
        .filter((approval) => approval.transactionId === null)
        .map((approval) => (
          <PendingRequestNote key={approval.id} approval={approval} selfId={admin?.id} />
        ))}
      {timeline.isPending && <LoadingState text="Loading the timeline..." />}
      {timeline.isError && (
        <p role="alert" className={styles.error}>
          {errorMessage(timeline.error, 'Could not load the timeline.')}{' '}
          <Button variant="ghost" size="sm" onClick={() => void timeline.refetch()}>
            Retry
          </Button>
        </p>
      )}
      {timeline.data && events.length === 0 && <p className={styles.empty}>Nothing has happened yet.</p>}
      <ol className={styles.list}>
        {events.map((event) => (
          <TimelineItem
            key={`${event.kind}-${event.id}`}
            event={event}
            held={event.status === 'pending' ? heldByTransaction.get(event.id) : undefined}
          />
        ))}
      </ol>
      {timeline.hasNextPage && (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void timeline.fetchNextPage()}
          disabled={timeline.isFetchingNextPage}
        >
          {timeline.isFetchingNextPage ? 'Loading...' : 'Show older'}
        </Button>
      )}
    </section>
  );
}

function TimelineItem({ event, held }: { event: UserTimelineEvent; held: Approval | undefined }) {
  const amount = timelineAmount(event);
  const status = timelineStatus(event);
  const device = event.userAgent ? describeDevice(event.userAgent) : null;
  const failed = event.kind === 'sign_in_failed' || event.kind === 'ban';
  // Green only for money that arrived: a pending deposit has not.
  const from = [event.ipAddress, device].filter(Boolean).join(' · ');
  return (
    <li className={`${styles.item} ${failed ? styles.alert : ''}`}>
      <div className={styles.line}>
        <span className={styles.what}>{timelineTitle(event)}</span>
        {amount && (
          <span
            className={`${styles.amount} tabular ${event.direction === 'in' && event.status === 'completed' ? 'positive' : ''}`}
          >
            {amount}
          </span>
        )}
      </div>
      <div className={styles.meta}>
        <time dateTime={event.at}>{formatDateTime(event.at)}</time>
        {status && <span>{status}</span>}
        {held && (
          <span className={styles.held}>
            Awaiting second approval <Link to={links.approvals({ request: held.id })}>Open the request</Link>
          </span>
        )}
        {from && <span title={event.userAgent ?? undefined}>{from}</span>}
      </div>
      {event.detail && <p className={styles.detail}>{event.detail}</p>}
    </li>
  );
}
