import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryKeys } from '../../../lib/query-keys.js';
import { useClient } from '../../../lib/sdk-context.js';

/**
 * Keeps an open ticket live: a staff reply (`message`) or a status change (`ticket`) on
 * `support.<id>` refetches the ticket, so neither needs a reload.
 */
export function useTicketLive(ticketId: string, enabled: boolean): void {
  const client = useClient();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const subscription = client.realtime.subscribe([`support.${ticketId}`], (event) => {
      if (event.event !== 'message' && event.event !== 'ticket') return;
      void queryClient.invalidateQueries({ queryKey: queryKeys.ticket(ticketId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.tickets });
    });
    // A refused or dropped subscription leaves the page working; it is just not live.
    subscription.ready.catch(() => undefined);
    return () => subscription.unsubscribe();
  }, [client, queryClient, ticketId, enabled]);
}

/**
 * The ticket list follows staff replies: each one sends the owner a `me` notification, so
 * that is when the list's unread counts and order change.
 */
export function useTicketsLive(): void {
  const client = useClient();
  const queryClient = useQueryClient();
  useEffect(() => {
    const subscription = client.realtime.subscribe(['me'], (event) => {
      if (event.event === 'notification') void queryClient.invalidateQueries({ queryKey: queryKeys.tickets });
    });
    subscription.ready.catch(() => undefined);
    return () => subscription.unsubscribe();
  }, [client, queryClient]);
}
