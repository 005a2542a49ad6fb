import type { Ticket } from '@tradesim/core';
import { formatDateTime, Icon, ticketCategoryLabels, ticketPriorityLabels } from '@tradesim/ui-kit';
import { Link } from 'react-router';
import { paths } from '../../../config/routes.js';
import { StatusBadge } from './status-badge.js';
import styles from './ticket-list.module.css';

/** Newest activity first, whatever order the server sent. */
export function sortNewestFirst(tickets: readonly Ticket[]): Ticket[] {
  return [...tickets].sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt));
}

/** One row per ticket, each a link to its chat. */
export function TicketList({ tickets }: { tickets: readonly Ticket[] }) {
  return (
    <ul className={styles.list} aria-label="Your tickets">
      {sortNewestFirst(tickets).map((ticket) => (
        <li key={ticket.id}>
          <Link to={paths.supportTicket(ticket.id)} className={styles.row}>
            <span className={styles.main}>
              <span className={styles.top}>
                <span className={styles.subject}>{ticket.subject}</span>
                <StatusBadge status={ticket.status} />
              </span>
              <span className={styles.meta}>
                {ticketCategoryLabels[ticket.category]} · {ticketPriorityLabels[ticket.priority]} priority
              </span>
              <span className={styles.bottom}>
                <span className={styles.meta}>Updated {formatDateTime(ticket.updatedAt)}</span>
                {ticket.unreadCount > 0 && (
                  <span className={styles.unread}>
                    {ticket.unreadCount} new {ticket.unreadCount === 1 ? 'reply' : 'replies'}
                  </span>
                )}
              </span>
            </span>
            <span className={styles.chevron}>
              <Icon name="chevronRight" size={18} />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
