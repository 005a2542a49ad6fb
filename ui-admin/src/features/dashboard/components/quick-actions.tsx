import type { StaffArea } from '@tradesim/core';
import { Icon, type IconName } from '@tradesim/ui-kit';
import { Link } from 'react-router';
import { links, paths } from '../../../config/routes.js';
import { useStaffMay } from '../../../lib/use-staff-may.js';
import styles from './quick-actions.module.css';

interface QuickAction {
  /** What it says to a role that may act there, and to one that only reads. */
  label: { change: string; read: string };
  to: string;
  icon: IconName;
  area: StaffArea;
  primary?: boolean;
}

/**
 * The spec's quick actions "do nothing visible"; these open the lists an admin works through,
 * each only for a role that may read it, and worded for what the role may do there (an auditor
 * views transactions, it does not review them).
 */
const actions: QuickAction[] = [
  { label: { change: 'View Users', read: 'View Users' }, to: paths.users, icon: 'users', area: 'users' },
  {
    label: { change: 'Review Transactions', read: 'View Transactions' },
    to: links.transactions({ status: 'pending' }),
    icon: 'transactions',
    area: 'transactions',
    primary: true,
  },
  {
    label: { change: 'Review Approvals', read: 'View Approvals' },
    to: links.approvals(),
    icon: 'check',
    area: 'approvals',
  },
  {
    label: { change: 'Support Tickets', read: 'Support Tickets' },
    to: paths.support,
    icon: 'support',
    area: 'support',
  },
];

export function QuickActions() {
  const may = useStaffMay();
  return (
    <nav aria-label="Quick actions">
      <ul className={styles.list}>
        {actions
          .filter((action) => may(action.area))
          .map((action) => (
            <li key={action.to}>
              <Link
                to={action.to}
                className={action.primary ? `${styles.action} ${styles.primary}` : styles.action}
              >
                <Icon name={action.icon} size={18} />
                {may(action.area, 'change') ? action.label.change : action.label.read}
              </Link>
            </li>
          ))}
      </ul>
    </nav>
  );
}
