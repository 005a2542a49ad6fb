import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateDurationRequest, UpdateDurationRequest } from '@tradesim/core';
import { queryKeys } from '../../../lib/query-keys.js';
import { useClient } from '../../../lib/sdk-context.js';

/** Every investment duration, active or not, ordered by hours (GET /api/admin/durations). */
export function useDurations() {
  const client = useClient();
  return useQuery({
    queryKey: queryKeys.durations,
    queryFn: async () => (await client.admin.durations.list()).items,
  });
}

/**
 * After any change: the list, and the audit log that recorded it. Settled rather than on success,
 * so a change that failed because the row moved on (deleted elsewhere) shows the list as it is.
 */
function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.durations }),
      queryClient.invalidateQueries({ queryKey: queryKeys.allAuditLog }),
    ]);
}

export function useCreateDuration() {
  const client = useClient();
  const onSettled = useRefreshAfterChange();
  return useMutation({
    mutationFn: (input: CreateDurationRequest) => client.admin.durations.create(input),
    onSettled,
  });
}

export function useUpdateDuration() {
  const client = useClient();
  const onSettled = useRefreshAfterChange();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateDurationRequest }) =>
      client.admin.durations.update(id, input),
    onSettled,
  });
}

/** DURATION_IN_USE while an investment was bought with it: the screen offers to deactivate it. */
export function useDeleteDuration() {
  const client = useClient();
  const onSettled = useRefreshAfterChange();
  return useMutation({
    mutationFn: (id: string) => client.admin.durations.remove(id),
    onSettled,
  });
}
