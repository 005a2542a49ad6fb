import { useQueryClient } from '@tanstack/react-query';
import { ChangePasswordCard } from '@tradesim/ui-kit/sdk/account';
import { queryKeys } from '../../../lib/query-keys.js';
import { useClient } from '../../../lib/sdk-context.js';
import styles from './security-page.module.css';

/**
 * The admin's password (POST /api/admin/auth/password): this console stays signed in, every
 * other session of the account, user-app ones included, is signed out.
 */
export function PasswordCard() {
  const client = useClient();
  const queryClient = useQueryClient();
  return (
    <ChangePasswordCard
      kind="staff"
      title="Password"
      headingLevel={2}
      className={styles.accountCard}
      changePassword={(input) => client.admin.auth.changePassword(input)}
      onChanged={() => queryClient.invalidateQueries({ queryKey: queryKeys.adminSessions })}
    />
  );
}
