import type { TicketCategory, TicketPriority, TicketStatus } from '@tradesim/core';

/** How the wire's enum values read on screen (admin spec §4 "Support ticket"). */
export const statusLabels: Record<TicketStatus, string> = {
  open: 'Open',
  in_progress: 'In Progress',
  resolved: 'Resolved',
  closed: 'Closed',
};

export const priorityLabels: Record<TicketPriority, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  urgent: 'Urgent',
};

export const categoryLabels: Record<TicketCategory, string> = {
  general: 'General',
  technical: 'Technical',
  billing: 'Billing',
  trading: 'Trading',
  security: 'Security',
};

/** Select options in the schema's order. */
export const statusOptions = Object.entries(statusLabels) as [TicketStatus, string][];
export const priorityOptions = Object.entries(priorityLabels) as [TicketPriority, string][];
export const categoryOptions = Object.entries(categoryLabels) as [TicketCategory, string][];

/** Admin spec §9: a ticket id is shown as its first 8 characters. */
export function shortTicketId(id: string): string {
  return id.slice(0, 8);
}
