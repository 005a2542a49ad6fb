import type { TicketStatus } from '@tradesim/core';
import styles from './status-badge.module.css';
import { statusLabels } from './ticket-labels.js';

/** The ticket's state as a pill; the word carries the meaning, the colour only repeats it. */
export function StatusBadge({ status }: { status: TicketStatus }) {
  return (
    <span className={`${styles.badge} ${styles[status]}`} data-status={status}>
      {statusLabels[status]}
    </span>
  );
}
