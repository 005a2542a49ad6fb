import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Ticket, TicketDetail, UpdateTicketRequest } from '@tradesim/core';
import { queryKeys } from '../../../lib/query-keys.js';
import { useClient } from '../../../lib/sdk-context.js';

/**
 * Answers in a ticket's chat. The sent message shows at once (it is the server's own row);
 * the ticket and the list are then read again for their new counts and order.
 */
export function useSendReply(ticketId: string) {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => client.admin.support.tickets.send(ticketId, message),
    onSuccess: (sent) =>
      queryClient.setQueryData<TicketDetail>(queryKeys.ticket(ticketId), (ticket) =>
        ticket && !ticket.messages.some((message) => message.id === sent.id)
          ? { ...ticket, messages: [...ticket.messages, sent], messageCount: ticket.messageCount + 1 }
          : ticket,
      ),
    // `tickets` covers this ticket's detail as well as every list. Not awaited: the box empties
    // as soon as the reply is accepted, not after the refetch.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.allTickets }),
  });
}

/** Sets a ticket's status, priority or assignee; the open chat takes the answer at once. */
export function useUpdateTicket(ticketId: string) {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: UpdateTicketRequest) => client.admin.support.tickets.update(ticketId, change),
    onSuccess: (ticket: Ticket) =>
      queryClient.setQueryData<TicketDetail>(queryKeys.ticket(ticketId), (current) =>
        current ? { ...current, ...ticket, messageCount: current.messageCount } : current,
      ),
    // The lists, the stat cards and the dashboard's open-ticket count all follow a status change
    // (`tickets` also reads this ticket again: the server's word is the last one).
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.allTickets });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
    },
  });
}
