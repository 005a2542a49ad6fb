import type { Ticket } from '@tradesim/core';
import { formatDateTime } from '@tradesim/ui-kit';
import { formatRelativeAge } from '../lib/relative-age.js';
import { CategoryBadge, PriorityBadge, StatusIcon } from './ticket-badges.js';
import styles from './ticket-row.module.css';

interface TicketRowProps {
  ticket: Ticket;
  selected: boolean;
  now: number;
  onSelect(id: string): void;
}

/**
 * One ticket in the list (docs/product/admin-console.md#screens): status icon, subject, priority, two lines of the
 * description, the user's email or "Unknown User", the relative age and the category.
 * DESIGN: unread user messages show as a count, so staff see which chats wait for them.
 */
export function TicketRow({ ticket, selected, now, onSelect }: TicketRowProps) {
  return (
    <li>
      <button
        type="button"
        className={selected ? `${styles.row} ${styles.selected}` : styles.row}
        aria-current={selected ? 'true' : undefined}
        onClick={() => onSelect(ticket.id)}
      >
        <StatusIcon status={ticket.status} />
        <span className={styles.body}>
          <span className={styles.top}>
            <span className={styles.subject}>{ticket.subject}</span>
            <PriorityBadge priority={ticket.priority} />
          </span>
          <span className={styles.description}>{ticket.description}</span>
          <span className={styles.meta}>
            <span className={styles.email} title={ticket.userEmail ?? undefined}>
              {ticket.userEmail ?? 'Unknown User'}
            </span>
            <time dateTime={ticket.createdAt} title={formatDateTime(ticket.createdAt)}>
              {formatRelativeAge(ticket.createdAt, now)}
            </time>
          </span>
          <span className={styles.tags}>
            <CategoryBadge category={ticket.category} />
            {ticket.unreadCount > 0 && <span className={styles.unread}>{ticket.unreadCount} unread</span>}
          </span>
        </span>
      </button>
    </li>
  );
}
