import type { TicketStatus } from '@tradesim/core';
import { TicketStatusBadge, TicketStatusIcon } from '@tradesim/ui-kit';
import { statusLabels } from '../lib/ticket-labels.js';

export { TicketCategoryBadge as CategoryBadge, TicketPriorityBadge as PriorityBadge } from '@tradesim/ui-kit';

/** The state as a round icon in the ticket list, in the console's words. */
export function StatusIcon({ status }: { status: TicketStatus }) {
  return <TicketStatusIcon status={status} label={statusLabels[status]} />;
}

/** The state as a pill, in the console's words. */
export function StatusBadge({ status }: { status: TicketStatus }) {
  return <TicketStatusBadge status={status} label={statusLabels[status]} />;
}
