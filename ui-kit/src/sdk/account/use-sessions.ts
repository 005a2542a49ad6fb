import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionInfo } from '@tradesim/core';

/** Where an app's sessions come from: its query key and the SDK calls of its kind of account. */
export interface SessionsSource {
  queryKey: QueryKey;
  list(): Promise<{ items: SessionInfo[] }>;
  revoke(id: string): Promise<void>;
}

/** The account's live sessions, this device first, then the most recently used. */
export function useSessions({ queryKey, list }: Pick<SessionsSource, 'queryKey' | 'list'>) {
  return useQuery({
    queryKey,
    queryFn: async () =>
      (await list()).items.toSorted(
        (a, b) => Number(b.current) - Number(a.current) || b.lastUsedAt.localeCompare(a.lastUsedAt),
      ),
  });
}

/** Signs one other device out; the list is read again so it disappears. */
export function useRevokeSession({ queryKey, revoke }: Pick<SessionsSource, 'queryKey' | 'revoke'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => revoke(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey }),
  });
}
