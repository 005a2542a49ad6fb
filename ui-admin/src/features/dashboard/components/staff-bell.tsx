import { formatCount, Icon, useDismiss } from '@tradesim/ui-kit';
import { useCallback, useRef, useState } from 'react';
import { Link } from 'react-router';
import { links } from '../../../config/routes.js';
import { awaitingStaff, useDashboard } from '../api/use-dashboard.js';
import styles from './staff-bell.module.css';

/**
 * The header bell. The spec's badge is a fixed 2; this one counts what awaits staff (pending
 * deposits, pending withdrawals, open tickets), live through the dashboard query, and its panel
 * links each kind to the list that holds it.
 */
export function StaffBell() {
  const dashboard = useDashboard();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(root, open, close);
  const data = dashboard.data;
  const count = data ? awaitingStaff(data) : 0;
  const items = data
    ? [
        {
          label: 'Pending deposits',
          count: data.pendingDeposits,
          to: links.transactions({ type: 'deposit', status: 'pending' }),
        },
        {
          label: 'Pending withdrawals',
          count: data.pendingWithdrawals,
          to: links.transactions({ type: 'withdrawal', status: 'pending' }),
        },
        { label: 'Open support tickets', count: data.openTickets, to: links.support() },
      ]
    : [];
  return (
    <div className={styles.root} ref={root}>
      <button
        type="button"
        className={styles.bell}
        aria-label={count > 0 ? `Awaiting staff: ${count}` : 'Awaiting staff: nothing'}
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name="bell" />
        {count > 0 && (
          <span className={styles.badge} data-testid="awaiting-count">
            {count > 99 ? '99+' : count}
          </span>
        )}
      </button>
      {open && (
        <section className={styles.panel} aria-label="Awaiting staff">
          <h2 className={styles.title}>Awaiting staff</h2>
          {dashboard.isError && <p className={styles.empty}>Could not load the counts.</p>}
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
        </section>
      )}
    </div>
  );
}
