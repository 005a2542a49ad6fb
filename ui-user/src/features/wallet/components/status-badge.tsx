import styles from './status-badge.module.css';
import { displayStatus, statusLabels } from './transaction-display.js';

/** A transaction's status as a word on a tinted pill (the word carries it; colour only helps). */
export function StatusBadge({ status }: { status: string }) {
  const shown = displayStatus(status);
  return <span className={`${styles.badge} ${styles[shown]}`}>{statusLabels[shown]}</span>;
}
