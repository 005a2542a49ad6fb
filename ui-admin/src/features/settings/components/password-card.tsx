import { Card, Notice } from '@tradesim/ui-kit';
import styles from './security-page.module.css';

/** In production the API serves the user app at / beside the console at /admin. */
const userAppSettings = '/settings';

/**
 * Change password, as far as this API allows: it has no admin route for it (API.md "Admin" has
 * only login, refresh, logout and session), so the console says so instead of offering a form
 * that could not work. What does work: the admin's account signs in to the user app with the same
 * credentials, where POST /api/me/password changes it and signs out every other session.
 */
export function PasswordCard() {
  return (
    <Card aria-labelledby="password-title" className={styles.card}>
      <h2 id="password-title" className={styles.title}>
        Password
      </h2>
      <Notice tone="warning">
        This console cannot change your password: the admin API has no route for it.
      </Notice>
      <p className={styles.text}>
        Your admin account signs in to the user app with the same email and password. Change the password
        there, under Settings, or with “Forgot password?” on its sign-in page. A new password signs out every
        other session, this console included, so you sign in here again with the new one.
      </p>
      <p>
        <a href={userAppSettings} className={styles.link}>
          Open the user app’s Settings
        </a>
      </p>
    </Card>
  );
}
