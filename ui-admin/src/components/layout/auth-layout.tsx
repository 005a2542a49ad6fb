import { AuthFrame } from '@tradesim/ui-kit';
import { Outlet } from 'react-router';
import styles from './auth-layout.module.css';

/** The frame of the sign-in page: the console's name over a centred card. */
export function AuthLayout() {
  return (
    <AuthFrame
      tint="#e2e8f0"
      badge="Admin"
      footer={
        <p className={styles.note}>For platform staff only. Every action is recorded in the audit log.</p>
      }
    >
      <Outlet />
    </AuthFrame>
  );
}
