import type { AdminUser } from '@tradesim/core';
import { formatDate, formatUsd } from '@tradesim/ui-kit';
import { RowMenu, type RowMenuItem } from '../../../components/row-menu.js';
import { ReturnPercent } from './return-percent.js';
import { StatusBadge } from './status-badge.js';
import { useAllowedUserActions } from './use-allowed-user-actions.js';
import { UserIdentity } from './user-identity.js';
import styles from './users-table.module.css';

export interface UserRowActions {
  onDetails(user: AdminUser): void;
  onEditBalance(user: AdminUser): void;
  onBan(user: AdminUser): void;
  onUnban(user: AdminUser): void;
}

/** Each cell names its column (data-label) for the phone layout, where the row becomes a card. */
export function UserRow({
  user,
  isSelf,
  onDetails,
  onEditBalance,
  onBan,
  onUnban,
}: UserRowActions & { user: AdminUser; isSelf: boolean }) {
  const allowed = useAllowedUserActions();
  const items: RowMenuItem[] = [{ label: 'View Details', onSelect: () => onDetails(user) }];
  if (allowed.balance) items.push({ label: 'Edit Balance', onSelect: () => onEditBalance(user) });
  if (allowed.ban) {
    items.push(
      user.isBanned
        ? { label: 'Unban User', onSelect: () => onUnban(user) }
        : { label: 'Ban User', onSelect: () => onBan(user), tone: 'danger' },
    );
  }
  return (
    <tr>
      <td className={styles.user}>
        <UserIdentity user={user} isSelf={isSelf} joined={formatDate(user.createdAt)} />
      </td>
      <td className={`${styles.number} tabular`} data-label="Balance">
        {formatUsd(user.balance)}
      </td>
      <td className={styles.number} data-label="Portfolio (simulated)">
        <span className={`${styles.value} tabular`}>{formatUsd(user.portfolio.currentValue)}</span>
        <ReturnPercent value={user.portfolio.totalReturnPercent} />
      </td>
      <td data-label="Status">
        <StatusBadge banned={user.isBanned} />
      </td>
      <td className={`${styles.date} ${styles.joined}`}>{formatDate(user.createdAt)}</td>
      <td className={styles.menu}>
        <RowMenu label={`Actions for ${user.displayName} (${user.email})`} items={items} />
      </td>
    </tr>
  );
}
