import { AppFrame } from '@tradesim/ui-kit';
import { Outlet } from 'react-router';
import { useLiveUpdates } from '../../features/live/use-live-updates.js';
import { useAuth } from '../../lib/auth-context.js';
import styles from './app-layout.module.css';
import { BottomTabs } from './bottom-tabs.js';
import { Header } from './header.js';
import { OfflineBanner } from './offline-banner.js';
import { Sidebar } from './sidebar.js';

/**
 * The signed-in frame: header, desktop sidebar, mobile bottom tabs, the live event stream, and a
 * warning while the device is offline.
 */
export function AppLayout() {
  const { signedIn } = useAuth();
  useLiveUpdates(signedIn);
  return (
    <AppFrame
      header={<Header />}
      navigation={<Sidebar />}
      after={<BottomTabs />}
      className={styles.frame}
      mainClassName={styles.main}
    >
      <OfflineBanner />
      <Outlet />
    </AppFrame>
  );
}
