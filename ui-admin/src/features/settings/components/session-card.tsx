import type { Admin } from '@tradesim/core';
import { Button, Card, formatDateTime, Notice } from '@tradesim/ui-kit';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { adminName } from '../../../components/layout/profile-menu.js';
import { paths } from '../../../config/routes.js';
import { useAdminAuth } from '../../../lib/auth-context.js';
import { useNow } from '../../../lib/use-now.js';
import { useExtendSession } from '../api/use-admin-session.js';
import { FailureNotice } from './failure-notice.js';
import styles from './security-page.module.css';
import { formatTimeLeft } from './time-left.js';

export const extendFailed = 'Failed to extend the session';

/**
 * The admin's own session (docs/product/admin-console.md#states-and-transitions: 24 hours, renewable by another 24): who is signed in,
 * when it ends, renewing it now, and signing out (the server deletes the session record).
 */
export function SessionCard({ admin, expiresAt }: { admin: Admin; expiresAt: string }) {
  const { signOut } = useAdminAuth();
  const navigate = useNavigate();
  const extend = useExtendSession();
  const [signingOut, setSigningOut] = useState(false);
  const now = useNow(30_000);

  const signOutNow = () => {
    setSigningOut(true);
    void signOut().finally(() => navigate(paths.login, { replace: true }));
  };

  return (
    <Card aria-labelledby="session-title" className={styles.card}>
      <h2 id="session-title" className={styles.title}>
        Your session
      </h2>
      {extend.isSuccess && (
        <Notice tone="success">Session extended until {formatDateTime(extend.data.session.expiresAt)}</Notice>
      )}
      {extend.isError && <FailureNotice title={extendFailed} error={extend.error} onDismiss={extend.reset} />}
      <dl className={styles.facts}>
        <div>
          <dt>Signed in as</dt>
          <dd>{adminName(admin)}</dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>{admin.email}</dd>
        </div>
        <div>
          <dt>Expires</dt>
          <dd data-testid="session-expiry">
            {formatDateTime(expiresAt)} ({formatTimeLeft(Date.parse(expiresAt) - now)} left)
          </dd>
        </div>
      </dl>
      <p className={styles.text}>
        A session lasts 24 hours. While the console is open it renews yours once fewer than 12 hours are left;
        once it has ended, the next thing you do takes you back to the sign-in page.
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => extend.mutate()} disabled={extend.isPending || signingOut}>
          {extend.isPending ? 'Extending...' : 'Extend session'}
        </Button>
        <Button variant="danger" onClick={signOutNow} disabled={signingOut}>
          {signingOut ? 'Signing out...' : 'Sign out'}
        </Button>
      </div>
    </Card>
  );
}
