import type { TicketStatus } from '@tradesim/core';

/**
 * How a ticket's state reads in the user app ("In progress"); category and priority read the
 * same in both apps (ui-kit's ticket labels).
 */
export const statusLabels: Record<TicketStatus, string> = {
  open: 'Open',
  in_progress: 'In progress',
  resolved: 'Resolved',
  closed: 'Closed',
};
