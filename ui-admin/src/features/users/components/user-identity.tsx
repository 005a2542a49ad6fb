import type { AdminUser } from '@tradesim/core';
import { EmailText } from '../../../components/email-text.js';
import { UserAvatar } from './user-avatar.js';
import styles from './user-identity.module.css';

/**
 * The table's user cell: avatar, name and email. DESIGN: administrators carry an "Admin" tag and
 * the signed-in admin's own row a "You" tag, so staff see at a glance whose account they touch.
 * The joined date repeats here for narrow screens, where the table hides its column.
 */
export function UserIdentity({ user, isSelf, joined }: { user: AdminUser; isSelf: boolean; joined: string }) {
  return (
    <div className={styles.identity}>
      <UserAvatar name={user.displayName} avatarUrl={user.avatarUrl} />
      <div className={styles.text}>
        <p className={styles.name}>
          {user.displayName}
          {user.userType === 'admin' && <span className={styles.tag}>Admin</span>}
          {isSelf && <span className={styles.tag}>You</span>}
        </p>
        <p className={styles.email}>
          <EmailText email={user.email} />
        </p>
        {/* Shown only where the table has no room for its Joined column. */}
        <p className={styles.joined}>Joined {joined}</p>
      </div>
    </div>
  );
}
