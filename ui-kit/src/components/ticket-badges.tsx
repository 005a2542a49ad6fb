import type { TicketCategory, TicketPriority, TicketStatus } from '@tradesim/core';
import { Icon, type IconName } from './icons.js';
import styles from './ticket-badges.module.css';
import { ticketCategoryLabels, ticketPriorityLabels } from './ticket-labels.js';

// Each state has its own shape as well as its colour, and its name for screen readers.
const statusIcons: Record<TicketStatus, IconName> = {
  open: 'alert',
  in_progress: 'clock',
  resolved: 'check',
  closed: 'lock',
};

/** The state as a round icon, named by `label` (each app words its states its own way). */
export function TicketStatusIcon({ status, label }: { status: TicketStatus; label: string }) {
  return (
    <span className={`${styles.statusIcon} ${styles[status]}`} title={label}>
      <Icon name={statusIcons[status]} size={16} />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

/** The state as a pill; the word carries the meaning, the colour only repeats it. */
export function TicketStatusBadge({
  status,
  label,
  dot = false,
}: {
  status: TicketStatus;
  label: string;
  /** Lead with a dot in the state's colour (the user app's look). */
  dot?: boolean;
}) {
  return (
    <span
      className={`${styles.badge} ${dot ? styles.dotted : styles.plain} ${styles[status]}`}
      data-status={status}
    >
      {label}
    </span>
  );
}

export function TicketPriorityBadge({ priority }: { priority: TicketPriority }) {
  return (
    <span className={`${styles.badge} ${styles.plain} ${styles[priority]}`} data-priority={priority}>
      {ticketPriorityLabels[priority]}
    </span>
  );
}

export function TicketCategoryBadge({ category }: { category: TicketCategory }) {
  return (
    <span className={`${styles.badge} ${styles.plain} ${styles.category}`}>
      {ticketCategoryLabels[category]}
    </span>
  );
}
