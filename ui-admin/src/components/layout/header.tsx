import { AppHeader } from '@tradesim/ui-kit';
import { Link } from 'react-router';
import { paths } from '../../config/routes.js';
import { StaffBell } from '../../features/dashboard/components/staff-bell.js';
import { GlobalSearch } from '../../features/search/components/global-search.js';
import styles from './header.module.css';
import { ProfileMenu } from './profile-menu.js';

/** The top bar: the console's name, the search over users, assets and transactions, the bell, the admin. */
export function Header() {
  return (
    <AppHeader
      homeLink={(link) => <Link to={paths.dashboard} {...link} />}
      badge="Admin"
      search={<GlobalSearch />}
      end={
        <>
          <StaffBell />
          <ProfileMenu />
        </>
      }
      classNames={{ header: styles.header, search: styles.search, end: styles.end }}
    />
  );
}
