import type { TicketStatus } from '@tradesim/core';
import { Notice } from '@tradesim/ui-kit';
import { Link } from 'react-router';
import { paths } from '../../../config/routes.js';
import type { SupportState } from './support-state.js';

/**
 * What writing does in this state (api/src/modules/support/service.ts): a resolved ticket
 * reopens on a reply; a closed one refuses replies (TICKET_CLOSED), so the user is sent to
 * open a new ticket instead of typing into a box that will fail.
 */
export function TicketStateNotice({ status }: { status: TicketStatus }) {
  if (status === 'resolved') {
    return (
      <Notice tone="info">
        Support marked this ticket resolved. If you still need help, reply below and it will reopen.
      </Notice>
    );
  }
  if (status !== 'closed') return null;
  const state: SupportState = { newTicket: true };
  return (
    <Notice tone="warning" title="This ticket is closed">
      <p>
        It no longer takes replies. Please open a new ticket.{' '}
        <Link to={paths.support} state={state}>
          Open a new ticket
        </Link>
      </p>
    </Notice>
  );
}
