import type { TicketCategory, TicketPriority, TicketStatus } from '@tradesim/core';

/** How the wire's enum values read on screen. */
export const statusLabels: Record<TicketStatus, string> = {
  open: 'Open',
  in_progress: 'In progress',
  resolved: 'Resolved',
  closed: 'Closed',
};

export const categoryLabels: Record<TicketCategory, string> = {
  general: 'General',
  technical: 'Technical',
  billing: 'Billing',
  trading: 'Trading',
  security: 'Security',
};

export const priorityLabels: Record<TicketPriority, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  urgent: 'Urgent',
};

/** Select options in the schema's order (general and medium are its defaults). */
export const categoryOptions = Object.entries(categoryLabels) as [TicketCategory, string][];
export const priorityOptions = Object.entries(priorityLabels) as [TicketPriority, string][];
