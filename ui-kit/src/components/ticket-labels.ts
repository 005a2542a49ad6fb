import type { TicketCategory, TicketPriority } from '@tradesim/core';

/** How a ticket's category and priority read on screen (the same in both apps). */
export const ticketCategoryLabels: Record<TicketCategory, string> = {
  general: 'General',
  technical: 'Technical',
  billing: 'Billing',
  trading: 'Trading',
  security: 'Security',
};

export const ticketPriorityLabels: Record<TicketPriority, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  urgent: 'Urgent',
};

/** Select options in the schema's order (general and medium are its defaults). */
export const ticketCategoryOptions = Object.entries(ticketCategoryLabels) as [TicketCategory, string][];
export const ticketPriorityOptions = Object.entries(ticketPriorityLabels) as [TicketPriority, string][];
