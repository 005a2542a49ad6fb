import { SessionsCard } from '@tradesim/ui-kit/sdk/account';
import { queryKeys } from '../../../lib/query-keys.js';
import { useClient } from '../../../lib/sdk-context.js';
import styles from './security-page.module.css';

/** The admin's live back-office sessions (GET/DELETE /api/admin/auth/sessions), this one marked. */
export function AdminSessionsCard() {
  const client = useClient();
  return (
    <SessionsCard
      queryKey={queryKeys.adminSessions}
      list={() => client.admin.auth.sessions.list()}
      revoke={(id) => client.admin.auth.sessions.revoke(id)}
      intro="Back-office sessions signed in to your admin account. Revoke any you do not recognise."
      headingLevel={2}
      className={styles.accountCard}
    />
  );
}
