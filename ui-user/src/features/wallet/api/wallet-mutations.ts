import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { isAppError, type WithdrawalRequest } from '@tradesim/core';
import type { TradesimClient } from '@tradesim/sdk';
import { useIdempotencyKey } from '@tradesim/ui-kit';
import { queryKeys } from '../../../lib/query-keys.js';
import { useClient } from '../../../lib/sdk-context.js';

type DepositInput = Parameters<TradesimClient['wallet']['deposit']>[0];

/** A deposit or withdrawal changes the history and (for a withdrawal, at once) the balance. */
function refreshWallet(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: queryKeys.allTransactions });
  void queryClient.invalidateQueries({ queryKey: queryKeys.me });
}

/** A refusal the server will repeat for this key (4xx), as opposed to a failure worth retrying. */
export function isRefusal(error: unknown): boolean {
  return isAppError(error) && error.status >= 400 && error.status < 500;
}

/** Submits the top-up proof; one key per flow, renewed when the request changes or is refused. */
export function useDeposit() {
  const client = useClient();
  const queryClient = useQueryClient();
  const idempotency = useIdempotencyKey();
  return useMutation({
    mutationFn: (input: DepositInput & { proof: File }) => {
      const { proof } = input;
      const request = [input.amount, input.transactionHash ?? '', proof.name, proof.size, proof.lastModified];
      return client.wallet.deposit(input, { idempotencyKey: idempotency.keyFor(request.join('|')) });
    },
    onSuccess: () => refreshWallet(queryClient),
    onError: (error) => {
      if (isRefusal(error)) idempotency.renew();
    },
  });
}

/** Requests the payout; the amount is held at once, so the balance is refreshed too. */
export function useWithdraw() {
  const client = useClient();
  const queryClient = useQueryClient();
  const idempotency = useIdempotencyKey();
  return useMutation({
    mutationFn: (input: WithdrawalRequest) =>
      client.wallet.withdraw(input, {
        idempotencyKey: idempotency.keyFor(`${input.amount}|${input.walletAddress}`),
      }),
    onSuccess: () => refreshWallet(queryClient),
    onError: (error) => {
      if (isRefusal(error)) idempotency.renew();
    },
  });
}

/** Takes back a pending withdrawal; the key is the withdrawal's, so a retry never cancels twice. */
export function useCancelWithdrawal() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      client.wallet.cancelWithdrawal(id, { idempotencyKey: `cancel-withdrawal-${id}` }),
    onSettled: () => refreshWallet(queryClient),
  });
}
