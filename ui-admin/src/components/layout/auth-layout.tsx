import { Outlet } from 'react-router';
import styles from './auth-layout.module.css';

/** The frame of the sign-in page: the console's name over a centred card. */
export function AuthLayout() {
  return (
    <main className={styles.page}>
      <div className={styles.brand}>
        <span className={styles.logo} aria-hidden="true">
          T
        </span>
        Tradesim <span className={styles.label}>Admin</span>
      </div>
      <div className={styles.card}>
        <Outlet />
      </div>
      <p className={styles.note}>For platform staff only. Every action is recorded in the audit log.</p>
    </main>
  );
}
