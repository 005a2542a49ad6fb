import type { Ticket } from '@tradesim/core';
import { formatCount, formatDate, Icon } from '@tradesim/ui-kit';
import { shortTicketId } from '../lib/ticket-labels.js';
import styles from './chat-panel.module.css';
import { CategoryBadge, PriorityBadge, StatusBadge } from './ticket-badges.js';
import { TicketControls } from './ticket-controls.js';

/**
 * The chat's head (docs/product/admin-console.md#screens): subject, priority, the short id, the user's email, the
 * message count and the created date; then the controls that act on the ticket.
 */
export function ChatHeader({ ticket, onClose }: { ticket: Ticket; onClose(): void }) {
  const count = ticket.messageCount;
  return (
    <header className={styles.header} data-testid="chat-header">
      <div className={styles.titleRow}>
        <h2 className={styles.subject}>{ticket.subject}</h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label="Close conversation">
          <Icon name="close" size={18} />
        </button>
      </div>
      <p className={styles.meta}>
        <StatusBadge status={ticket.status} />
        <PriorityBadge priority={ticket.priority} />
        <CategoryBadge category={ticket.category} />
        <span className={styles.id} title={ticket.id}>
          #{shortTicketId(ticket.id)}
        </span>
        <span>{ticket.userEmail ?? 'Unknown User'}</span>
        <span data-testid="message-count">
          {formatCount(count)} {count === 1 ? 'message' : 'messages'}
        </span>
        <span>
          Created <time dateTime={ticket.createdAt}>{formatDate(ticket.createdAt)}</time>
        </span>
      </p>
      <TicketControls ticket={ticket} />
    </header>
  );
}
