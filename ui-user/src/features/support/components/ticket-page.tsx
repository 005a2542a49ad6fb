import { adminScreenMessages, isAppError } from '@tradesim/core';
import { Card, ErrorState, LoadingState } from '@tradesim/ui-kit';
import { useParams } from 'react-router';
import { errorMessage } from '../../../lib/errors.js';
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
  if (ticket.isPending || ticket.isError) {
    return (
      <div className={styles.page}>
        <h1 className="visually-hidden">Support ticket</h1>
        {ticket.isPending ? (
          <LoadingState text="Loading ticket..." />
        ) : (
          <ErrorState
            message={errorMessage(ticket.error, adminScreenMessages.fetchTicketFailed)}
            onRetry={() => ticket.refetch()}
          />
        )}
      </div>
    );
  }
  const closed = ticket.data.status === 'closed';
  return (
    <div className={styles.page}>
      <TicketHeader ticket={ticket.data} />
      <Card className={styles.chat} aria-label="Chat with support">
        <ChatLog messages={ticket.data.messages} />
        <TicketStateNotice status={ticket.data.status} />
        {!closed && <ChatComposer ticketId={id} />}
      </Card>
    </div>
  );
}
