import { PageHeader } from '@tradesim/ui-kit';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { AccountSection } from './account-section.js';
import { AppearanceCard } from './appearance-card.js';
import { ChangePasswordCard } from './change-password-card.js';
import { SessionsCard } from './sessions-card.js';
import styles from './settings-page.module.css';
import { SignOutEverywhereCard } from './sign-out-everywhere-card.js';
import { TwoStepCard } from './two-step-card.js';

/** The section the profile menu's "Security" opens (/settings#security). */
const securityAnchor = 'security';

/**
 * Settings (the spec only names it): the account's name and email, the appearance (theme), then security: change the
 * password, two-step verification, see and revoke sessions, sign out everywhere.
 */
export function SettingsPage() {
  const { hash } = useLocation();
  useEffect(() => {
    // The router does not scroll to a fragment by itself.
    if (hash === `#${securityAnchor}`) document.getElementById(securityAnchor)?.scrollIntoView?.();
  }, [hash]);

  return (
    <div className={styles.page}>
      <PageHeader title="Settings" />
      <AccountSection />
      <AppearanceCard />
      <section
        id={securityAnchor}
        className={`${styles.section} ${styles.security}`}
        aria-labelledby="security-title"
      >
        <h2 id="security-title" className={styles.title}>
          Security
        </h2>
        <ChangePasswordCard />
        <TwoStepCard />
        <SessionsCard />
        <SignOutEverywhereCard />
      </section>
    </div>
  );
}
