import { AppHeader } from '@tradesim/ui-kit';
import { Link } from 'react-router';
import { paths } from '../../config/routes.js';
import { NotificationBell } from '../../features/notifications/components/notification-bell.js';
import { AssetSearch } from './asset-search.js';
import { AvatarMenu } from './avatar-menu.js';
import { BalanceChip } from './balance-chip.js';
import styles from './header.module.css';

export function Header() {
  return (
    <AppHeader
      homeLink={(link) => <Link to={paths.dashboard} {...link} />}
      search={<AssetSearch />}
      end={
        <>
          <BalanceChip />
          <NotificationBell />
          <AvatarMenu />
        </>
      }
      classNames={{ header: styles.header, brand: styles.brand, search: styles.search, end: styles.end }}
    />
  );
}
