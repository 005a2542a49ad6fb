import { LoadingState } from '@tradesim/ui-kit';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useAuth } from '../../features/auth/auth-context.js';
import { useLiveUpdates } from '../../features/live/use-live-updates.js';
import styles from './app-layout.module.css';
import { BottomTabs } from './bottom-tabs.js';
import { Header } from './header.js';
import { Sidebar } from './sidebar.js';

/** The signed-in frame: header, desktop sidebar, mobile bottom tabs, and the live event stream. */
export function AppLayout() {
  const { signedIn } = useAuth();
  useLiveUpdates(signedIn);
  return (
    <div className={styles.frame}>
      <a className={styles.skip} href="#main">
        Skip to content
      </a>
      <Header />
      <Sidebar />
      <main id="main" className={styles.main}>
        <Suspense fallback={<LoadingState />}>
          <Outlet />
        </Suspense>
      </main>
      <BottomTabs />
    </div>
  );
}
