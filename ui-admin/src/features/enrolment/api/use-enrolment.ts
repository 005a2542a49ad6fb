import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.js';
import { useClient } from '../../../lib/sdk-context.js';

/**
 * The signed-in staff member's session as the server vouches for it: whether it was opened with
 * a second factor and whether the staff policy wants one. Same key (and so the same answer) as
 * the session guard's.
 */
export function useSessionPolicy() {
  const client = useClient();
  const session = useQuery({
    queryKey: queryKeys.session,
    queryFn: () => client.admin.auth.session(),
    staleTime: Number.POSITIVE_INFINITY,
  }).data;
  return {
    email: session?.admin.email,
    /** The policy is on and this session has no second factor: every change is refused. */
    blocked: session?.requireStaffMfa === true && session.secondFactor === false,
  };
}

/**
 * Starts enrolment (POST /api/admin/auth/mfa/setup): with the mailed link's token, or for the
 * first owner while no owner has a factor, the secret to scan; for anyone else without a token,
 * `{sent: true}`: the link went to their address.
 */
export function useStartEnrolment() {
  const client = useClient();
  return useMutation({
    mutationFn: (token?: string) => client.admin.auth.mfa.setup(token ? { token } : {}),
  });
}

/**
 * Turns the factor on with the app's first code: the answer is the ten recovery codes, and this
 * session now counts as opened with a second factor, so the session check is read again.
 */
export function useEnableFactor() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => client.admin.auth.mfa.enable(code),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.session }),
  });
}
