import { PageHeader, QueryState } from '@tradesim/ui-kit';
import { useSessionInfo } from '../api/use-admin-session.js';
import { AdminSessionsCard } from './admin-sessions-card.js';
import { failureText } from './failure-notice.js';
import { PasswordCard } from './password-card.js';
import styles from './security-page.module.css';
import { SessionCard } from './session-card.js';
import { StaffPolicyCard } from './staff-policy-card.js';
import { TwoStepCard } from './two-step-card.js';

export const loadSessionFailed = 'Failed to load your session';

/**
 * Security: the spec's "coming soon" category: this session, the password, two-step
 * verification, every back-office session, and for owners (auditors read it) the staff policy.
 * Every role reaches this page: it holds the staff member's own second factor.
 */
export function SecurityPage() {
  const session = useSessionInfo();
  return (
    <>
      <PageHeader title="Security" />
      <div className={styles.stack}>
        <QueryState
          query={session}
          loading="Loading your session..."
          errorText={(error) => `Error: ${failureText(loadSessionFailed, error)}`}
          keepData
        >
          {(info) => <SessionCard admin={info.admin} expiresAt={info.expiresAt} />}
        </QueryState>
        <PasswordCard />
        <TwoStepCard />
        <AdminSessionsCard />
        <StaffPolicyCard secondFactor={session.data?.secondFactor} />
      </div>
    </>
  );
}
