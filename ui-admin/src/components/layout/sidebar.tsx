import { Icon } from '@tradesim/ui-kit';
import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { version } from '../../../package.json';
import { useStaffMay } from '../../lib/use-staff-may.js';
import { navItems } from './nav-items.js';
import styles from './sidebar.module.css';

/**
 * The console's navigation, only the sections the role may read (a link to a refusal helps no
 * one); the foot shows the build's version (the spec's fixed "v1.0.0").
 */
export function Sidebar() {
  const may = useStaffMay();
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the current link (read from the DOM) moves with the path.
  useEffect(() => {
    // On a phone the sections are one row scrolled sideways: keep the current one in view.
    const row = nav.current;
    const current = row?.querySelector('[aria-current="page"]');
    if (!row || !current || row.scrollWidth <= row.clientWidth) return;
    row.scrollLeft += current.getBoundingClientRect().left - row.getBoundingClientRect().left - 16;
  }, [pathname]);
  return (
    <div className={styles.column}>
      <nav ref={nav} className={styles.sidebar} aria-label="Main">
        <ul className={styles.list}>
          {navItems
            .filter((item) => may(item.area))
            .map((item) => (
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
