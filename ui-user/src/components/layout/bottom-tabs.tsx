import { Icon } from '@tradesim/ui-kit';
import { NavLink } from 'react-router';
import { paths } from '../../config/routes.js';
import styles from './bottom-tabs.module.css';
import { navItems } from './nav-items.js';

/** Phone navigation: Home, Market, Portfolio, Profile (Settings, FAQ and Support are under Profile). */
export function BottomTabs() {
  return (
    <nav className={styles.tabs} aria-label="Tabs">
      {navItems.slice(0, 4).map((item) => (
        <NavLink key={item.to} to={item.to} end={item.to === paths.dashboard} className={styles.tab}>
          <span aria-hidden="true" className={styles.icon}>
            <Icon name={item.icon} />
          </span>
          {item.tabLabel}
        </NavLink>
      ))}
    </nav>
  );
}
