import { SimulatedNotice } from '@tradesim/ui-kit';
import { Outlet } from 'react-router';
import styles from './auth-layout.module.css';

/** The frame of the sign-in screens: the product's name over a centred card. */
export function AuthLayout() {
  return (
    <main className={styles.page}>
      <div className={styles.brand}>
        <span className={styles.logo} aria-hidden="true">
          T
        </span>
        Tradesim
      </div>
      <div className={styles.card}>
        <Outlet />
      </div>
      <SimulatedNotice />
    </main>
  );
}
