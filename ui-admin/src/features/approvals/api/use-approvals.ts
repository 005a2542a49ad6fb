import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApprovalStatus, isAppError } from '@tradesim/core';
import { useIdempotencyKey } from '@tradesim/ui-kit';
import { queryKeys } from '../../../lib/query-keys.js';
import { useClient } from '../../../lib/sdk-context.js';

/** The four-eyes requests in one status, newest first (GET /api/admin/approvals?status=). */
export function useApprovals(status: ApprovalStatus) {
  const client = useClient();
  return useQuery({
    queryKey: queryKeys.approvals(status),
    queryFn: async () => (await client.admin.approvals.list({ status })).items,
  });
}

/**
 * After a decision, won or lost: every status list (the request moves from Pending), the bell,
 * and what an approval moved (balances, the transaction lists, the audit log). Lost matters
 * too: when another admin decided first (APPROVAL_NOT_PENDING) the lists must show that.
 */
function useRefreshAfterDecision() {
  const queryClient = useQueryClient();
  return () => {
    for (const queryKey of [
      queryKeys.allApprovals,
      queryKeys.dashboard,
      queryKeys.allUsers,
      queryKeys.allTransactions,
      queryKeys.allAuditLog,
    ]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  };
}

/**
 * Approve: the movement is carried out now. Sent with an Idempotency-Key per request, so a
 * retry after a network failure moves the money once instead of answering "no longer pending".
 */
export function useApproveRequest(id: string) {
  const client = useClient();
  const idempotency = useIdempotencyKey();
  const onSettled = useRefreshAfterDecision();
  return useMutation({
    mutationFn: () => client.admin.approvals.approve(id, { idempotencyKey: idempotency.keyFor(id) }),
    onSuccess: () => idempotency.renew(),
    onError: (error) => {
      // A refusal is final under its key; a network failure is retried under the same one.
      if (isAppError(error) && error.status < 500) idempotency.renew();
    },
    onSettled,
  });
}

/** Reject with a reason: the request closes and nothing moves. */
export function useRejectRequest(id: string) {
  const client = useClient();
  const onSettled = useRefreshAfterDecision();
  return useMutation({
    mutationFn: (reason: string) => client.admin.approvals.reject(id, { reason }),
    onSettled,
  });
}
