import { adminScreenMessages, isAppError } from '@tradesim/core';
import { Card, QueryState } from '@tradesim/ui-kit';
import { useParams } from 'react-router';
import { useTicketLive } from '../api/use-ticket-live.js';
import { isTicketId, useTicket } from '../api/use-tickets.js';
import { ChatComposer } from './chat-composer.js';
import { ChatLog } from './chat-log.js';
import { TicketHeader } from './ticket-header.js';
import { TicketNotFound } from './ticket-not-found.js';
import styles from './ticket-page.module.css';
import { TicketStateNotice } from './ticket-state-notice.js';

/** The refusals that mean "no such ticket of yours" (a malformed id is one too). */
function isMissing(error: unknown): boolean {
  return isAppError(error) && ['TICKET_NOT_FOUND', 'NOT_FOUND', 'VALIDATION_FAILED'].includes(error.code);
}

/** /support/:id: the ticket and its live chat with support. */
export function TicketPage() {
  const id = useParams().id ?? '';
  const ticket = useTicket(id);
  useTicketLive(id, isTicketId(id));
  if (!isTicketId(id) || isMissing(ticket.error)) return <TicketNotFound />;
  return (
    <div className={styles.page}>
      {/* The loaded ticket's header names it; until then the page still has its heading. */}
      {!ticket.isSuccess && <h1 className="visually-hidden">Support ticket</h1>}
      <QueryState
        query={ticket}
        loading="Loading ticket..."
        errorText={adminScreenMessages.fetchTicketFailed}
      >
        {(data) => (
          <>
            <TicketHeader ticket={data} />
            <Card className={styles.chat} aria-label="Chat with support">
              <ChatLog messages={data.messages} />
              <TicketStateNotice status={data.status} />
              {data.status !== 'closed' && <ChatComposer ticketId={id} />}
            </Card>
          </>
        )}
      </QueryState>
    </div>
  );
}
