import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminScreenMessages, isAppError } from '@tradesim/core';
import { queryKeys } from '../../../lib/query-keys.js';
import { useClient } from '../../../lib/sdk-context.js';

/**
 * Approve (optional notes) or reject (required reason) a pending deposit or withdrawal; an
 * approval at or above the four-eyes threshold answers `{approval}` and moves nothing yet. Win or
 * lose, the transaction lists, the dashboard and the balances are refreshed: when another admin
 * got there first (409 TRANSACTION_NOT_PENDING) the screen must show the status they left.
 */
export function useReviewTransaction(id: string) {
  const client = useClient();
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.allTransactions });
    void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
    void queryClient.invalidateQueries({ queryKey: queryKeys.allUsers });
    // An approval at or above the threshold became a request for a second staff member.
    void queryClient.invalidateQueries({ queryKey: queryKeys.allApprovals });
  };
  const approve = useMutation({
    mutationFn: (input: { notes?: string | undefined; payoutTxHash?: string | undefined }) =>
      client.admin.transactions.approve(id, {
        ...(input.notes ? { notes: input.notes } : {}),
        ...(input.payoutTxHash ? { payoutTxHash: input.payoutTxHash } : {}),
      }),
    onSettled: refresh,
  });
  const reject = useMutation({
    mutationFn: (reason: string) => client.admin.transactions.reject(id, { reason }),
    onSettled: refresh,
  });
  return { approve, reject };
}

/**
 * What a failed review says: the server's own words when it refused (4xx: "Transaction is no
 * longer pending" when another admin decided first), the spec's fallback when the request itself
 * failed (network, 5xx), where the server's text would not help the admin.
 */
export function reviewFailureText(error: unknown, decision: 'approve' | 'reject'): string {
  if (isAppError(error) && error.status < 500) return error.message;
  return decision === 'approve' ? adminScreenMessages.approveFailed : adminScreenMessages.rejectFailed;
}
