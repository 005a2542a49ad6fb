import type { TicketStatus } from '@tradesim/core';

/**
 * How a ticket's state reads in the console (docs/product/admin-console.md#states-and-transitions "Support ticket": "In Progress");
 * category and priority read the same in both apps (ui-kit's ticket labels).
 */
export const statusLabels: Record<TicketStatus, string> = {
  open: 'Open',
  in_progress: 'In Progress',
  resolved: 'Resolved',
  closed: 'Closed',
};

/** Select options in the schema's order. */
export const statusOptions = Object.entries(statusLabels) as [TicketStatus, string][];

/** docs/product/admin-console.md#constants-and-limits: a ticket id is shown as its first 8 characters. */
export function shortTicketId(id: string): string {
  return id.slice(0, 8);
}
