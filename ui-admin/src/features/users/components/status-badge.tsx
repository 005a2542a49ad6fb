import { Icon } from '@tradesim/ui-kit';
import styles from './status-badge.module.css';

/** Banned or Active: the word and an icon carry it, the colour only repeats it. */
export function StatusBadge({ banned }: { banned: boolean }) {
  return (
    <span className={`${styles.badge} ${banned ? styles.banned : styles.active}`}>
      <Icon name={banned ? 'lock' : 'check'} size={14} />
      {banned ? 'Banned' : 'Active'}
    </span>
  );
}
