import { adminScreenMessages } from '@tradesim/core';
import { Button, EmptyState, Icon, PageHeader, QueryState } from '@tradesim/ui-kit';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { useTicketsLive } from '../api/use-ticket-live.js';
import { useTickets } from '../api/use-tickets.js';
import { NewTicketForm } from './new-ticket-form.js';
import type { SupportState } from './support-state.js';
import { TicketList } from './ticket-list.js';
import styles from './tickets-page.module.css';

// The fallback texts are the back office's: the same failure reads the same in both apps.

/** /support: the user's tickets, newest first, and the form that opens a new one. */
export function TicketsPage() {
  const location = useLocation();
  const tickets = useTickets();
  useTicketsLive();
  const [formOpen, setFormOpen] = useState(Boolean((location.state as SupportState | null)?.newTicket));
  const openForm = () => setFormOpen(true);
  return (
    <div className={styles.page}>
      <PageHeader
        title="Support"
        actions={
          !formOpen && (
            <Button onClick={openForm}>
              <Icon name="plus" size={18} />
              New ticket
            </Button>
          )
        }
      />
      <p className={styles.intro}>
        Ask our support team about deposits, withdrawals, investments or your account. Replies appear in the
        ticket's chat as soon as they are sent.
      </p>
      {formOpen && <NewTicketForm onCancel={() => setFormOpen(false)} />}
      <QueryState
        query={tickets}
        loading="Loading tickets..."
        errorText={adminScreenMessages.fetchTicketsFailed}
        isEmpty={(data) => data.items.length === 0}
        // The open form is the answer to an empty list; no need to invite to it twice.
        empty={
          !formOpen && (
            <EmptyState
              title="No support tickets yet"
              text="Questions about a deposit, a withdrawal or an investment? Open a ticket and our team will reply here."
              action={<Button onClick={openForm}>Open a ticket</Button>}
            />
          )
        }
      >
        {(data) => <TicketList tickets={data.items} />}
      </QueryState>
    </div>
  );
}
