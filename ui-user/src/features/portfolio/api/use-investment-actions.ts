import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.js';
import { useClient } from '../../../lib/sdk-context.js';

/** Whatever the outcome, the lists (and for a sale the balance) are read again. */
function refreshAfter(queryClient: QueryClient, withBalance: boolean) {
  void queryClient.invalidateQueries({ queryKey: queryKeys.allInvestments });
  if (withBalance) void queryClient.invalidateQueries({ queryKey: queryKeys.me });
}

/** Sell early with the key made when the warning opened, so a double click sells once. */
export function useSellEarly() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; idempotencyKey: string }) =>
      client.investments.sell(input.id, { idempotencyKey: input.idempotencyKey }),
    onSettled: () => refreshAfter(queryClient, true),
  });
}

/** Hide a finished investment from the main list (completed or sold early). */
export function useArchive() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => client.investments.archive(id),
    onSettled: () => refreshAfter(queryClient, false),
  });
}

/** Bring an archived investment back to the main list. */
export function useRestore() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => client.investments.restore(id),
    onSettled: () => refreshAfter(queryClient, false),
  });
}
