import type { StaffArea } from '@tradesim/core';
import { Icon, type IconName } from '@tradesim/ui-kit';
import { Link } from 'react-router';
import { links, paths } from '../../../config/routes.js';
import { useStaffMay } from '../../../lib/use-staff-may.js';
import styles from './quick-actions.module.css';

/**
 * The spec's quick actions "do nothing visible"; these open the lists an admin works through,
 * each only for a role that may read it.
 */
const actions: { label: string; to: string; icon: IconName; area: StaffArea; primary?: boolean }[] = [
  { label: 'View Users', to: paths.users, icon: 'users', area: 'users' },
  {
    label: 'Review Transactions',
    to: links.transactions({ status: 'pending' }),
    icon: 'transactions',
    area: 'transactions',
    primary: true,
  },
  { label: 'Support Tickets', to: paths.support, icon: 'support', area: 'support' },
];

export function QuickActions() {
  const may = useStaffMay();
  return (
    <nav aria-label="Quick actions">
      <ul className={styles.list}>
        {actions
          .filter((action) => may(action.area))
          .map((action) => (
            <li key={action.label}>
              <Link
                to={action.to}
                className={action.primary ? `${styles.action} ${styles.primary}` : styles.action}
              >
                <Icon name={action.icon} size={18} />
                {action.label}
              </Link>
            </li>
          ))}
      </ul>
    </nav>
  );
}
