import { LoadingState } from '@tradesim/ui-kit';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useAdminLiveUpdates } from '../../features/live/use-admin-live-updates.js';
import styles from './admin-layout.module.css';
import { Header } from './header.js';
import { Sidebar } from './sidebar.js';

/**
 * The signed-in frame, for desktop widths (1024 px and up): header, sidebar, the page, and the
 * live event stream that keeps every screen current.
 */
export function AdminLayout() {
  useAdminLiveUpdates();
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
    </div>
  );
}
