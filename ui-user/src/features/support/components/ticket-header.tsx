import type { Ticket } from '@tradesim/core';
import { Card, formatDateTime, Icon, ticketCategoryLabels, ticketPriorityLabels } from '@tradesim/ui-kit';
import { Link } from 'react-router';
import { paths } from '../../../config/routes.js';
import { StatusBadge } from './status-badge.js';
import styles from './ticket-header.module.css';

/** The ticket's subject (the screen's h1), state, category, priority and when it was opened. */
export function TicketHeader({ ticket }: { ticket: Ticket }) {
  return (
    <Card className={styles.header}>
      <Link to={paths.support} className={styles.back}>
        <Icon name="back" size={18} />
        All tickets
      </Link>
      <h1 className={styles.subject}>{ticket.subject}</h1>
      <dl className={styles.facts}>
        <div>
          <dt>Status</dt>
          <dd>
            <StatusBadge status={ticket.status} />
          </dd>
        </div>
        <div>
          <dt>Category</dt>
          <dd>{ticketCategoryLabels[ticket.category]}</dd>
        </div>
        <div>
          <dt>Priority</dt>
          <dd>{ticketPriorityLabels[ticket.priority]}</dd>
        </div>
        <div>
          <dt>Created</dt>
          <dd>{formatDateTime(ticket.createdAt)}</dd>
        </div>
      </dl>
    </Card>
  );
}
