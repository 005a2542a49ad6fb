import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CreateTicketRequest, idSchema, type TicketDetail } from '@tradesim/core';
import { queryKeys } from '../../../lib/query-keys.js';
import { useClient } from '../../../lib/sdk-context.js';

/** The user's tickets; opening one or a live event refreshes the list's unread counts. */
export function useTickets() {
  const client = useClient();
  return useQuery({
    queryKey: queryKeys.tickets,
    queryFn: () => client.support.tickets.list(),
    // Reading a ticket marks its replies read on the server: coming back shows the cached list
    // at once and then the fresh counts, rather than badges for replies just read.
    staleTime: 0,
  });
}

/** A ticket with its conversation. An id that is not a UUID cannot exist, so it is never asked for. */
export function useTicket(id: string) {
  const client = useClient();
  return useQuery({
    queryKey: queryKeys.ticket(id),
    queryFn: () => client.support.tickets.get(id),
    enabled: isTicketId(id),
  });
}

export function isTicketId(id: string): boolean {
  return idSchema.safeParse(id).success;
}

export function useCreateTicket() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateTicketRequest) => client.support.tickets.create(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.tickets }),
  });
}

/**
 * Writes in a ticket's chat. Whatever the outcome the ticket is read again: a resolved ticket
 * reopens on a reply, and a refusal (TICKET_CLOSED) means staff closed it meanwhile.
 */
export function useSendMessage(ticketId: string) {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => client.support.tickets.send(ticketId, message),
    // The sent message shows at once; the refetch below then brings the ticket's new state.
    onSuccess: (sent) =>
      queryClient.setQueryData<TicketDetail>(queryKeys.ticket(ticketId), (ticket) =>
        ticket && !ticket.messages.some((message) => message.id === sent.id)
          ? { ...ticket, messages: [...ticket.messages, sent] }
          : ticket,
      ),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.ticket(ticketId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.tickets }),
      ]);
    },
  });
}
