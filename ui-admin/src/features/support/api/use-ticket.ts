import { type InfiniteData, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AdminTicketList, idSchema, type TicketDetail } from '@tradesim/core';
import { useEffect } from 'react';
import { queryKeys } from '../../../lib/query-keys.js';
import { useClient } from '../../../lib/sdk-context.js';

/** A ticket id that is not a UUID cannot exist: it is never asked for. */
export function isTicketId(id: string): boolean {
  return idSchema.safeParse(id).success;
}

/**
 * One ticket with its messages, oldest first. Reading it marks the user's messages read, so the
 * list's row for it takes the fresh counts at once (no second request for the whole list).
 */
export function useTicket(id: string) {
  const client = useClient();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: queryKeys.ticket(id),
    queryFn: async () => {
      const ticket = await client.admin.support.tickets.get(id);
      patchListedTicket(queryClient, ticket);
      return ticket;
    },
    enabled: isTicketId(id),
  });
}

function patchListedTicket(queryClient: ReturnType<typeof useQueryClient>, ticket: TicketDetail): void {
  const { messages: _messages, ...fields } = ticket;
  queryClient.setQueriesData<InfiniteData<AdminTicketList>>(
    { queryKey: queryKeys.allTicketLists },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          items: page.items.map((item) => (item.id === ticket.id ? { ...item, ...fields } : item)),
        })),
      },
  );
}

/**
 * Keeps the open chat live on its own topic (`support.<id>`): a message from the user or another
 * admin, or a change of state, reads the ticket again. The admin topic does the same for the
 * list; this one also covers a chat opened from a link to a ticket the list does not show.
 */
export function useTicketLive(id: string): void {
  const client = useClient();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!isTicketId(id)) return;
    const subscription = client.realtime.subscribe(
      [`support.${id}`],
      (event) => {
        if (event.event === 'message' || event.event === 'ticket') {
          void queryClient.invalidateQueries({ queryKey: queryKeys.ticket(id) });
        }
      },
      { as: 'admin' },
    );
    // A refused subscription leaves the chat working; it is only not live.
    subscription.ready.catch(() => undefined);
    return () => subscription.unsubscribe();
  }, [client, queryClient, id]);
}
