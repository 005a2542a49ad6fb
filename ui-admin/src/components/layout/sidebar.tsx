import { Icon } from '@tradesim/ui-kit';
import { NavLink } from 'react-router';
import { version } from '../../../package.json';
import { navItems } from './nav-items.js';
import styles from './sidebar.module.css';

/** The console's navigation; the foot shows the build's version (the spec's fixed "v1.0.0"). */
export function Sidebar() {
  return (
    <div className={styles.column}>
      <nav className={styles.sidebar} aria-label="Main">
        <ul className={styles.list}>
          {navItems.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} className={styles.link}>
                <span aria-hidden="true" className={styles.icon}>
                  <Icon name={item.icon} />
                </span>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <p className={styles.version}>v{version}</p>
      </nav>
    </div>
  );
}
