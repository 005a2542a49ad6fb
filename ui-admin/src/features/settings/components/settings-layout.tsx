import { NavLink, Outlet } from 'react-router';
import { useSettingsCategories } from './settings-categories.js';
import styles from './settings-layout.module.css';

/**
 * Platform settings (docs/product/admin-console.md#screens): a category sidebar beside the chosen category, only the
 * categories the role may read. DESIGN: each category has its own URL (/settings/durations,
 * /trading, /security) so it can be linked and reloaded; the spec's "coming soon" Notifications
 * category is left out rather than shown dead.
 */
export function SettingsLayout() {
  const categories = useSettingsCategories();
  return (
    <div className={styles.layout}>
      <nav className={styles.nav} aria-label="Settings categories">
        <p className={styles.heading}>Platform settings</p>
        <ul className={styles.list}>
          {categories.map((category) => (
            <li key={category.to}>
              <NavLink to={category.to} className={styles.link}>
                {category.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.content}>
        <Outlet />
      </div>
    </div>
  );
}
