import {
  type AdminTicketListQuery,
  idSchema,
  type TicketCategory,
  type TicketPriority,
  type TicketStatus,
  ticketCategorySchema,
  ticketPrioritySchema,
  ticketStatusSchema,
} from '@tradesim/core';

/**
 * What the support center shows, as kept in the URL (config/routes.ts `SupportLink`): a reload
 * or a shared link opens the same list and the same chat. `assigned` is "me" or an admin's id.
 */
export interface SupportFilters {
  q: string;
  status: TicketStatus | undefined;
  priority: TicketPriority | undefined;
  category: TicketCategory | undefined;
  assigned: string | undefined;
  ticket: string | undefined;
}

export type SupportParam = keyof SupportFilters;

interface Parser<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/** A value the URL may carry, or undefined for anything else (a stale or hand-edited link). */
function pick<T>(schema: Parser<T>, value: string | null): T | undefined {
  if (value === null) return undefined;
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

export function readSupportFilters(params: URLSearchParams): SupportFilters {
  const assigned = params.get('assigned');
  return {
    q: (params.get('q') ?? '').trim(),
    status: pick(ticketStatusSchema, params.get('status')),
    priority: pick(ticketPrioritySchema, params.get('priority')),
    category: pick(ticketCategorySchema, params.get('category')),
    assigned: assigned === 'me' ? 'me' : pick(idSchema, assigned),
    // Kept as given: an id that is not a ticket's says so in the chat panel.
    ticket: params.get('ticket') || undefined,
  };
}

/** Whether anything narrows the list (the Clear button shows then). */
export function hasActiveFilters(filters: SupportFilters): boolean {
  return Boolean(filters.q || filters.status || filters.priority || filters.category || filters.assigned);
}

/** The filters that live in the Filters panel (it opens by itself when a link sets one). */
export function hasPanelFilters(filters: SupportFilters): boolean {
  return Boolean(filters.status || filters.priority || filters.category || filters.assigned);
}

/**
 * The list request. "me" needs the signed-in admin's id: until it is known there is no query
 * (null), rather than a list of everyone's tickets that then jumps.
 */
export function toListQuery(filters: SupportFilters, myId: string | undefined): AdminTicketListQuery | null {
  const assignedAdmin = filters.assigned === 'me' ? myId : filters.assigned;
  if (filters.assigned && !assignedAdmin) return null;
  return {
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.priority ? { priority: filters.priority } : {}),
    ...(filters.category ? { category: filters.category } : {}),
    ...(assignedAdmin ? { assignedAdmin } : {}),
  };
}
