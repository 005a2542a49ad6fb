import { adminScreenMessages } from '@tradesim/core';
import { ErrorState, QueryState } from '@tradesim/ui-kit';
import { useStaffMay } from '../../../lib/use-staff-may.js';
import { isTicketId, useTicket, useTicketLive } from '../api/use-ticket.js';
import { ChatComposer } from './chat-composer.js';
import { ChatHeader } from './chat-header.js';
import { ChatLog } from './chat-log.js';
import styles from './chat-panel.module.css';

// The server's own text for a ticket that does not exist (TICKET_NOT_FOUND).
const ticketNotFound = 'Ticket not found';

/** The right two thirds (docs/product/admin-console.md#screens): one ticket's conversation, live on its own topic. */
export function ChatPanel({ ticketId, onClose }: { ticketId: string; onClose(): void }) {
  const ticket = useTicket(ticketId);
  const canReply = useStaffMay()('support', 'change');
  useTicketLive(ticketId);
  if (!isTicketId(ticketId)) {
    return (
      <section className={styles.panel} aria-label="Conversation">
        <ErrorState message={ticketNotFound} />
      </section>
    );
  }
  // A conversation already on screen stays there when a refresh fails.
  return (
    <section
      className={styles.panel}
      aria-label={ticket.data ? `Conversation: ${ticket.data.subject}` : 'Conversation'}
    >
      <QueryState
        query={ticket}
        loading="Loading conversation..."
        errorText={adminScreenMessages.fetchTicketFailed}
        keepData
      >
        {(loaded) => (
          <>
            <ChatHeader ticket={loaded} onClose={onClose} />
            <ChatLog messages={loaded.messages} />
            {canReply ? (
              <ChatComposer ticketId={ticketId} />
            ) : (
              <p className={styles.readOnly}>Your role reads the support center; it cannot reply.</p>
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}

/** docs/product/admin-console.md#screens: what the right side shows before a ticket is picked. */
export function ChatPlaceholder() {
  return (
    <section className={`${styles.panel} ${styles.placeholder}`} aria-label="Conversation">
      <p className={styles.placeholderTitle}>Select a Ticket</p>
      <p className={styles.placeholderText}>Choose a ticket from the list to start chatting</p>
    </section>
  );
}
