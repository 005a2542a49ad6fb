import { Link } from 'react-router';
import { paths } from '../../config/routes.js';
import { StaffBell } from '../../features/dashboard/components/staff-bell.js';
import { GlobalSearch } from '../../features/search/components/global-search.js';
import styles from './header.module.css';
import { ProfileMenu } from './profile-menu.js';

/** The top bar: the console's name, the search over users, assets and transactions, the bell, the admin. */
export function Header() {
  return (
    <header className={styles.header}>
      <Link to={paths.dashboard} className={styles.brand}>
        <span className={styles.logo} aria-hidden="true">
          T
        </span>
        Tradesim <span className={styles.label}>Admin</span>
      </Link>
      <div className={styles.search}>
        <GlobalSearch />
      </div>
      <div className={styles.end}>
        <StaffBell />
        <ProfileMenu />
      </div>
    </header>
  );
}
