import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { AdminTicketListQuery, Ticket } from '@tradesim/core';
import { queryKeys } from '../../../lib/query-keys.js';
import { useClient } from '../../../lib/sdk-context.js';

/** Tickets per page: enough to fill the list's scroll area, small enough to load at once. */
export const ticketPageSize = 20;

/**
 * Every user's tickets matching the filters, newest first, a page at a time. New tickets and
 * messages invalidate `tickets` (features/live), so the list and its counts move by themselves.
 * `query` null waits (the "assigned to me" filter before the admin is known).
 */
export function useTicketList(query: AdminTicketListQuery | null) {
  const client = useClient();
  const result = useInfiniteQuery({
    queryKey: queryKeys.tickets(query ?? {}),
    queryFn: ({ pageParam }) =>
      client.admin.support.tickets.list({
        ...query,
        limit: ticketPageSize,
        ...(pageParam ? { cursor: pageParam } : {}),
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled: query !== null,
    // A new filter keeps the old list on screen until its own answer arrives.
    placeholderData: keepPreviousData,
  });
  const first = result.data?.pages[0];
  return {
    ...result,
    tickets: uniqueTickets(result.data?.pages.flatMap((page) => page.items) ?? []),
    counts: first?.counts,
    total: first?.total,
  };
}

/** A ticket created between two page loads can push one onto the next page twice: show it once. */
function uniqueTickets(tickets: Ticket[]): Ticket[] {
  const seen = new Set<string>();
  return tickets.filter((ticket) => !seen.has(ticket.id) && seen.add(ticket.id));
}
