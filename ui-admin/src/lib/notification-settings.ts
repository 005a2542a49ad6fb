import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  defaultStaffEventDelivery,
  type StaffEvent,
  type StaffNotificationSetting,
  type StaffNotificationSettings,
} from '@tradesim/core';
import { queryKeys } from './query-keys.js';
import { useClient } from './sdk-context.js';

/**
 * The signed-in staff member's notification choices (GET /api/admin/settings/notifications),
 * read by the bell and edited on Settings > Notifications.
 */
export function useNotificationSettings() {
  const client = useClient();
  return useQuery({
    queryKey: queryKeys.notificationSettings,
    queryFn: () => client.admin.notificationSettings.get(),
    staleTime: 5 * 60_000,
  });
}

/**
 * Whether an event counts on this staff member's bell. Until the choices load (or if they
 * cannot), the default: the bell rings for everything the role may open.
 */
export function useBellRingsFor(): (event: StaffEvent) => boolean {
  const settings = useNotificationSettings().data;
  return (event) =>
    settings?.items.find((item) => item.event === event)?.bell ?? defaultStaffEventDelivery.bell;
}

export function useUpdateNotificationSettings() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (items: StaffNotificationSetting[]) => client.admin.notificationSettings.update({ items }),
    onSuccess: (saved: StaffNotificationSettings) => {
      queryClient.setQueryData(queryKeys.notificationSettings, saved);
      void queryClient.invalidateQueries({ queryKey: queryKeys.allAuditLog });
    },
  });
}
