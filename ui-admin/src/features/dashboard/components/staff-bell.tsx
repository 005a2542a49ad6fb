import { BellMenu, formatCount } from '@tradesim/ui-kit';
import { Link } from 'react-router';
import { links } from '../../../config/routes.js';
import { useAdminAuth } from '../../auth/auth-context.js';
import { useStaffMay } from '../../auth/use-staff-may.js';
import { awaitingAreas, awaitingStaff, useDashboard } from '../api/use-dashboard.js';
import styles from './staff-bell.module.css';

/**
 * The header bell. The spec's badge is a fixed 2; this one counts what awaits staff (pending
 * deposits, pending withdrawals, open tickets, four-eyes requests), live through the dashboard
 * query, and its panel links each kind to the list that holds it. A role sees and counts only
 * the kinds it may read.
 */
export function StaffBell() {
  const dashboard = useDashboard();
  const role = useAdminAuth().admin?.role;
  const may = useStaffMay();
  const data = dashboard.data;
  // Read while rendering here (not only in the panel) so the query re-renders the bell when it fails.
  const failed = dashboard.isError;
  const count = data && role ? awaitingStaff(data, role) : 0;
  const items = data
    ? [
        {
          label: 'Pending deposits',
          count: data.pendingDeposits,
          area: awaitingAreas.pendingDeposits,
          to: links.transactions({ type: 'deposit', status: 'pending' }),
        },
        {
          label: 'Pending withdrawals',
          count: data.pendingWithdrawals,
          area: awaitingAreas.pendingWithdrawals,
          to: links.transactions({ type: 'withdrawal', status: 'pending' }),
        },
        {
          label: 'Open support tickets',
          count: data.openTickets,
          area: awaitingAreas.openTickets,
          to: links.support(),
        },
        {
          label: 'Approvals waiting',
          count: data.pendingApprovals,
          area: awaitingAreas.pendingApprovals,
          to: links.approvals(),
        },
      ]
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
              .filter((item) => item.count > 0 && may(item.area))
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
