import type { AdminUser } from '@tradesim/core';
import { SimulatedTag } from '@tradesim/ui-kit';
import { UserRow, type UserRowActions } from './user-row.js';
import styles from './users-table.module.css';

interface UsersTableProps extends UserRowActions {
  users: readonly AdminUser[];
  selfId: string | undefined;
  busy: boolean;
}

/**
 * The users table (docs/product/admin-console.md#screens): user, balance, portfolio value with return percent, status,
 * joined, and the row menu. DESIGN: below 1200 px the Joined column folds into the user cell,
 * so the table fits a 1024 px laptop without the page scrolling sideways.
 */
export function UsersTable({ users, selfId, busy, ...actions }: UsersTableProps) {
  return (
    <div className={styles.frame} aria-busy={busy}>
      <table className={styles.table}>
        <caption className="visually-hidden">Users</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.user}>
              User
            </th>
            <th scope="col" className={styles.number}>
              Balance
            </th>
            <th scope="col" className={styles.number}>
              <span className={styles.portfolioHead}>
                Portfolio <SimulatedTag />
              </span>
            </th>
            <th scope="col">Status</th>
            <th scope="col" className={styles.joined}>
              Joined
            </th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <UserRow key={user.id} user={user} isSelf={user.id === selfId} {...actions} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
