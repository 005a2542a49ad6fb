import { AppFrame } from '@tradesim/ui-kit';
import { Outlet } from 'react-router';
import { SecondFactorBanner } from '../../features/enrolment/components/second-factor-banner.js';
import { useAdminLiveUpdates } from '../../features/live/use-admin-live-updates.js';
import styles from './admin-layout.module.css';
import { Header } from './header.js';
import { Sidebar } from './sidebar.js';

/**
 * The signed-in frame, for desktop widths (1024 px and up): header, sidebar, the page (under the
 * banner of a session the staff policy blocks), and the live event stream that keeps every
 * screen current.
 */
export function AdminLayout() {
  useAdminLiveUpdates();
  return (
    <AppFrame
      header={<Header />}
      navigation={<Sidebar />}
      className={styles.frame}
      mainClassName={styles.main}
    >
      <SecondFactorBanner />
      <Outlet />
    </AppFrame>
  );
}
