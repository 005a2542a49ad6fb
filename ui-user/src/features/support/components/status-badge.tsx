import type { TicketStatus } from '@tradesim/core';
import { TicketStatusBadge } from '@tradesim/ui-kit';
import { statusLabels } from './ticket-labels.js';

/** The ticket's state as a pill, in the user app's words and with its leading dot. */
export function StatusBadge({ status }: { status: TicketStatus }) {
  return <TicketStatusBadge status={status} label={statusLabels[status]} dot />;
}
