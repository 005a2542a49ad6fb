import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Admin } from '@tradesim/core';
import { queryKeys } from '../../../lib/query-keys.js';
import { useClient } from '../../../lib/sdk-context.js';

type SessionInfo = { admin: Admin; expiresAt: string };

/**
 * The signed-in admin and when their session ends (GET /api/admin/auth/session). Same key as the
 * session guard, so both read one answer; this screen asks again on opening for a fresh expiry.
 */
export function useSessionInfo() {
  const client = useClient();
  return useQuery({
    queryKey: queryKeys.session,
    queryFn: () => client.admin.auth.session(),
    refetchOnMount: 'always',
  });
}

/** Another 24 hours from now (POST /api/admin/auth/refresh); the guard's copy moves with it. */
export function useExtendSession() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => client.admin.auth.refresh(),
    onSuccess: ({ session }) =>
      queryClient.setQueryData<SessionInfo>(queryKeys.session, (current) =>
        current ? { ...current, expiresAt: session.expiresAt } : current,
      ),
  });
}
