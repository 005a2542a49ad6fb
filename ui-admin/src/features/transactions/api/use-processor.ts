import { useQuery } from '@tanstack/react-query';
import { useAdminAuth } from '../../../lib/auth-context.js';
import { queryKeys } from '../../../lib/query-keys.js';
import { useClient } from '../../../lib/sdk-context.js';

/**
 * Who processed a transaction, as staff recognise them: "You" for the signed-in admin, else
 * the admin's name and email (admins are profiles too), or the bare id when it cannot be read.
 */
export function useProcessorName(adminId: string | null): string | null {
  const client = useClient();
  const { admin } = useAdminAuth();
  const isMe = adminId !== null && admin?.id === adminId;
  const profile = useQuery({
    queryKey: queryKeys.user(adminId ?? ''),
    queryFn: () => client.admin.users.get(adminId ?? ''),
    enabled: adminId !== null && !isMe,
    staleTime: 5 * 60_000,
  });
  if (adminId === null) return null;
  if (isMe) return `You (${admin?.email})`;
  const user = profile.data;
  if (!user) return adminId;
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return name ? `${name} (${user.email})` : user.email;
}
