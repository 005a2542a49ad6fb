import type { InvestmentStatus } from '@tradesim/core';
import styles from './status-badge.module.css';

/** The status in words (colour only repeats it): a cancelled investment is one sold early. */
export const statusLabels: Record<InvestmentStatus, string> = {
  active: 'Active',
  completed: 'Completed',
  cancelled: 'Sold early',
};

export function StatusBadge({ status }: { status: InvestmentStatus }) {
  return <span className={`${styles.badge} ${styles[status]}`}>{statusLabels[status]}</span>;
}
