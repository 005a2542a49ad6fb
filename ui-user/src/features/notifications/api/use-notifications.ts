import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TradesimClient } from '@tradesim/sdk';
import { queryKeys } from '../../../lib/query-keys.js';
import { useClient } from '../../../lib/sdk-context.js';

/** The latest 50 notifications and the unread count (the bell's badge), kept live by `me` events. */
export function notificationsQuery(client: TradesimClient) {
  return queryOptions({ queryKey: queryKeys.notifications, queryFn: () => client.notifications.list() });
}

export function useNotifications() {
  return useQuery(notificationsQuery(useClient()));
}

export function useReadNotification() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => client.notifications.read(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications }),
  });
}

export function useReadAllNotifications() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => client.notifications.readAll(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications }),
  });
}
