import { Link } from 'react-router';
import { paths } from '../../config/routes.js';
import { NotificationBell } from '../../features/notifications/components/notification-bell.js';
import { AssetSearch } from './asset-search.js';
import { AvatarMenu } from './avatar-menu.js';
import { BalanceChip } from './balance-chip.js';
import styles from './header.module.css';

export function Header() {
  return (
    <header className={styles.header}>
      <Link to={paths.dashboard} className={styles.brand}>
        <span className={styles.logo} aria-hidden="true">
          T
        </span>
        Tradesim
      </Link>
      <div className={styles.search}>
        <AssetSearch />
      </div>
      <div className={styles.end}>
        <BalanceChip />
        <NotificationBell />
        <AvatarMenu />
      </div>
    </header>
  );
}
