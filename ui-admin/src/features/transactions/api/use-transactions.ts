import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { AdminTransactionListQuery } from '@tradesim/core';
import { queryKeys } from '../../../lib/query-keys.js';
import { useClient } from '../../../lib/sdk-context.js';

/** One screenful; "Load more" asks for the next page by the server's cursor. */
export const transactionPageSize = 25;

export type TransactionFilters = Pick<AdminTransactionListQuery, 'q' | 'type' | 'status' | 'from' | 'to'>;

/**
 * The review list (GET /api/admin/transactions), newest first, page by page. Its key sits under
 * `queryKeys.allTransactions`, which the live bridge invalidates on every `admin.transactions`
 * event: a new deposit or withdrawal appears at the top without a reload.
 */
export function useTransactionList(filters: TransactionFilters) {
  const client = useClient();
  return useInfiniteQuery({
    queryKey: queryKeys.transactions(filters),
    queryFn: ({ pageParam }) =>
      client.admin.transactions.list({
        ...filters,
        limit: transactionPageSize,
        ...(pageParam ? { cursor: pageParam } : {}),
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // A new search keeps the old rows on screen until its answer arrives (no flash of a spinner).
    placeholderData: keepPreviousData,
  });
}

/** One transaction with its user and proof URL; live like the list (same key family). */
export function useTransaction(id: string) {
  const client = useClient();
  return useQuery({
    queryKey: queryKeys.transaction(id),
    queryFn: () => client.admin.transactions.get(id),
  });
}
