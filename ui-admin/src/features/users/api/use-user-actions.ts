import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { type AdminUserDetails, isAppError } from '@tradesim/core';
import { useIdempotencyKey } from '@tradesim/ui-kit';
import { isApprovalResponse } from '../../../lib/approvals.js';
import { queryKeys } from '../../../lib/query-keys.js';
import { useClient } from '../../../lib/sdk-context.js';

/** The user as the server now has it, then every list and figure it may appear in. */
function settle(
  queryClient: QueryClient,
  user: AdminUserDetails,
  alsoMoved: readonly (readonly unknown[])[],
) {
  queryClient.setQueryData(queryKeys.user(user.id), user);
  void queryClient.invalidateQueries({ queryKey: queryKeys.allUserLists });
  for (const queryKey of alsoMoved) void queryClient.invalidateQueries({ queryKey });
}

export interface AdjustBalanceInput {
  amount: string;
  reason: string;
}

/**
 * Edit Balance: a signed amount with a reason, sent with an Idempotency-Key. It is recorded as a
 * completed deposit or withdrawal, so the transaction lists and the dashboard move too.
 */
export function useAdjustBalance(userId: string) {
  const client = useClient();
  const queryClient = useQueryClient();
  const idempotency = useIdempotencyKey();
  return useMutation({
    mutationFn: (input: AdjustBalanceInput) =>
      client.admin.users.adjustBalance(userId, input, {
        idempotencyKey: idempotency.keyFor(`${input.amount}|${input.reason}`),
      }),
    onSuccess: (result) => {
      idempotency.renew();
      if (isApprovalResponse(result)) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
        void queryClient.invalidateQueries({ queryKey: queryKeys.allApprovals });
      } else settle(queryClient, result.user, [queryKeys.allTransactions, queryKeys.dashboard]);
    },
    onError: (error) => {
      // A refusal is final under its key; a network failure is retried under the same one.
      if (isAppError(error) && error.status < 500) idempotency.renew();
    },
  });
}

/** Ban with a reason: the server revokes every session of the user. */
export function useBanUser(userId: string) {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => client.admin.users.ban(userId, reason),
    onSuccess: (user) => settle(queryClient, user, [queryKeys.dashboard]),
  });
}

export function useUnbanUser(userId: string) {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => client.admin.users.unban(userId),
    onSuccess: (user) => settle(queryClient, user, [queryKeys.dashboard]),
  });
}
