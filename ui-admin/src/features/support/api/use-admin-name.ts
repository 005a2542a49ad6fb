import { useQuery } from '@tanstack/react-query';
import { useAdminAuth } from '../../../lib/auth-context.js';
import { queryKeys } from '../../../lib/query-keys.js';
import { useClient } from '../../../lib/sdk-context.js';

/**
 * How an assignee reads: "You" for the signed-in admin, otherwise that admin's name or email
 * (admins are profiles, so the users route knows them). While unknown, or if the lookup fails,
 * a short id stands in: the assignment is still visible and can still be changed.
 * DESIGN: the API has no list of admins, so names are looked up one assignee at a time.
 */
export function useAdminName(adminId: string | null | undefined): string | null {
  const client = useClient();
  const me = useAdminAuth().admin;
  const isOther = Boolean(adminId) && adminId !== me?.id;
  const profile = useQuery({
    queryKey: queryKeys.user(adminId ?? ''),
    queryFn: () => client.admin.users.get(adminId ?? ''),
    enabled: isOther,
    staleTime: 10 * 60_000,
  });
  if (!adminId) return null;
  if (!isOther) return 'You';
  const user = profile.data;
  if (user) return user.displayName || user.email;
  return `Admin ${adminId.slice(0, 8)}`;
}
