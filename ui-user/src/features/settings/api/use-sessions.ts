import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.js';
import { useClient } from '../../../lib/sdk-context.js';

/** The user's live sessions, this device first, then the most recently used. */
export function useSessions() {
  const client = useClient();
  return useQuery({
    queryKey: queryKeys.sessions,
    queryFn: async () =>
      (await client.sessions.list()).items.toSorted(
        (a, b) => Number(b.current) - Number(a.current) || b.lastUsedAt.localeCompare(a.lastUsedAt),
      ),
  });
}

/** Signs one other device out; the list is read again so it disappears. */
export function useRevokeSession() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => client.sessions.revoke(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.sessions }),
  });
}
