import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApproveApprovalRequest, isAppError } from '@tradesim/core';
import { useIdempotencyKey } from '@tradesim/ui-kit';
import { queryKeys } from '../../../lib/query-keys.js';
import { useClient } from '../../../lib/sdk-context.js';

/**
 * After a decision, won or lost: every status list (the request moves from Pending), the bell,
 * and what an approval changed (balances, transactions, staff, the deposit wallet, the rules,
 * the audit log). Lost matters too: when another staff member decided first
 * (APPROVAL_NOT_PENDING) the lists must show that.
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
      queryKeys.staff,
      queryKeys.paymentSettings,
      queryKeys.securitySettings,
      queryKeys.tradingSettings,
    ]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  };
}

/**
 * Approve: the change is carried out now (a withdrawal's payout transaction id goes with it).
 * Sent with an Idempotency-Key per request, so a retry after a network failure moves the money
 * once instead of answering "no longer pending".
 */
export function useApproveRequest(id: string) {
  const client = useClient();
  const idempotency = useIdempotencyKey();
  const onSettled = useRefreshAfterDecision();
  return useMutation({
    mutationFn: (input: ApproveApprovalRequest = {}) =>
      client.admin.approvals.approve(id, input, { idempotencyKey: idempotency.keyFor(id) }),
    onSuccess: () => idempotency.renew(),
    onError: (error) => {
      // A refusal is final under its key; a network failure is retried under the same one.
      if (isAppError(error) && error.status < 500) idempotency.renew();
    },
    onSettled,
  });
}

/** Reject with a reason (or the requester withdraws their own): the request closes and nothing changes. */
export function useRejectRequest(id: string) {
  const client = useClient();
  const onSettled = useRefreshAfterDecision();
  return useMutation({
    mutationFn: (reason: string) => client.admin.approvals.reject(id, { reason }),
    onSettled,
  });
}
