import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.js';
import { useClient } from '../../../lib/sdk-context.js';

/**
 * The invitation behind the emailed link: who is invited, with which role, until when, and a new
 * authenticator secret to enrol as it is accepted. A dead link is refused (INVITE_INVALID): asking
 * again cannot help, so it is not retried; nor read again, which would draw a new secret under
 * a QR code already scanned.
 */
export function useInvite(token: string) {
  const client = useClient();
  return useQuery({
    queryKey: queryKeys.invite(token),
    queryFn: () => client.admin.auth.invite(token),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}
