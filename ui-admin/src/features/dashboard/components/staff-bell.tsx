import type { StaffEvent } from '@tradesim/core';
import { BellMenu, formatCount } from '@tradesim/ui-kit';
import { Link } from 'react-router';
import { links } from '../../../config/routes.js';
import { useAdminAuth } from '../../../lib/auth-context.js';
import { useBellRingsFor } from '../../../lib/notification-settings.js';
import { awaitingCountOf, awaitingStaff, bellEvents, useDashboard } from '../api/use-dashboard.js';
import styles from './staff-bell.module.css';

/** Each event's line in the bell's panel, and the list that holds what it left waiting. */
const bellLines: Record<StaffEvent, { label: string; to: string }> = {
  deposit_submitted: {
    label: 'Pending deposits',
    to: links.transactions({ type: 'deposit', status: 'pending' }),
  },
  withdrawal_requested: {
    label: 'Pending withdrawals',
    to: links.transactions({ type: 'withdrawal', status: 'pending' }),
  },
  ticket_opened: { label: 'Open support tickets', to: links.support() },
  approval_requested: { label: 'Approvals waiting', to: links.approvals() },
};

/**
 * The header bell. The spec's badge is a fixed 2; this one counts what awaits staff (pending
 * deposits, pending withdrawals, open tickets, four-eyes requests), live through the dashboard
 * query, and its panel links each kind to the list that holds it. A role sees and counts only
 * the kinds it may read, and each staff member only those they keep on the bell (Settings >
 * Notifications).
 */
export function StaffBell() {
  const dashboard = useDashboard();
  const role = useAdminAuth().admin?.role;
  const ringsFor = useBellRingsFor();
  const data = dashboard.data;
  // Read while rendering here (not only in the panel) so the query re-renders the bell when it fails.
  const failed = dashboard.isError;
  const events = role ? bellEvents(role, ringsFor) : [];
  const count = data ? awaitingStaff(data, events) : 0;
  const items = data
    ? events.map((event) => ({ ...bellLines[event], count: data[awaitingCountOf[event]] }))
    : [];
  return (
    <BellMenu
      label={count > 0 ? `Awaiting staff: ${count}` : 'Awaiting staff: nothing'}
      count={count}
      countTestId="awaiting-count"
      panelLabel="Awaiting staff"
      classNames={{ bell: styles.bell, badge: styles.badge, panel: styles.panel }}
    >
      {(close) => (
        <>
          <h2 className={styles.title}>Awaiting staff</h2>
          {failed && <p className={styles.empty}>Could not load the counts.</p>}
          {data && count === 0 && <p className={styles.empty}>Nothing is waiting. All caught up.</p>}
          <ul className={styles.list}>
            {items
              .filter((item) => item.count > 0)
              .map((item) => (
                <li key={item.label}>
                  <Link className={styles.item} to={item.to} onClick={close}>
                    <span>{item.label}</span>
                    <span className={`${styles.count} tabular`}>{formatCount(item.count)}</span>
                  </Link>
                </li>
              ))}
          </ul>
        </>
      )}
    </BellMenu>
  );
}
