import type { TicketCategory, TicketPriority, TicketStatus } from '@tradesim/core';
import { Icon, type IconName } from '@tradesim/ui-kit';
import { categoryLabels, priorityLabels, statusLabels } from '../lib/ticket-labels.js';
import styles from './ticket-badges.module.css';

// Each state has its own shape as well as its colour, and its name for screen readers.
const statusIcons: Record<TicketStatus, IconName> = {
  open: 'alert',
  in_progress: 'clock',
  resolved: 'check',
  closed: 'lock',
};

export function StatusIcon({ status }: { status: TicketStatus }) {
  return (
    <span className={`${styles.statusIcon} ${styles[status]}`} title={statusLabels[status]}>
      <Icon name={statusIcons[status]} size={16} />
      <span className="visually-hidden">{statusLabels[status]}</span>
    </span>
  );
}

/** The state as a pill; the word carries the meaning, the colour only repeats it. */
export function StatusBadge({ status }: { status: TicketStatus }) {
  return (
    <span className={`${styles.badge} ${styles[status]}`} data-status={status}>
      {statusLabels[status]}
    </span>
  );
}

export function PriorityBadge({ priority }: { priority: TicketPriority }) {
  return (
    <span className={`${styles.badge} ${styles[priority]}`} data-priority={priority}>
      {priorityLabels[priority]}
    </span>
  );
}

export function CategoryBadge({ category }: { category: TicketCategory }) {
  return <span className={`${styles.badge} ${styles.category}`}>{categoryLabels[category]}</span>;
}
