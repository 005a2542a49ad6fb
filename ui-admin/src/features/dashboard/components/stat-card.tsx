import { Icon, type IconName } from '@tradesim/ui-kit';
import { Link } from 'react-router';
import styles from './stat-card.module.css';

interface StatCardProps {
  label: string;
  value: string;
  /** What the figure counts, under it ("Last login within 7 days"). */
  hint?: string;
  icon: IconName;
  /** The list behind the figure; the whole card is the link. */
  to: string;
  /** Draws attention: something here waits for staff. */
  attention?: boolean;
}

/** One dashboard figure. The spec's cards lead nowhere; each of these opens the list it counts. */
export function StatCard({ label, value, hint, icon, to, attention }: StatCardProps) {
  return (
    <Link to={to} className={attention ? `${styles.card} ${styles.attention}` : styles.card}>
      <span className={styles.top}>
        <span className={styles.icon} aria-hidden="true">
          <Icon name={icon} size={18} />
        </span>
        <span className={styles.label}>{label}</span>
      </span>
      <span className={`${styles.value} tabular`} data-testid={`stat-${label}`}>
        {value}
      </span>
      {hint && <span className={styles.hint}>{hint}</span>}
    </Link>
  );
}
