import { useInfiniteQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.js';
import { useClient } from '../../../lib/sdk-context.js';

/** The filters of the balance screen: All / Dep. / With. */
export type HistoryFilter = 'all' | 'deposit' | 'withdrawal';

const pageSize = 20;

/**
 * The user's transactions of one filter, newest first, a page at a time ("Load more" follows
 * `nextCursor`). Its key sits under 'transactions', so a `me` transaction event refetches it.
 */
export function useTransactionHistory(type: HistoryFilter) {
  const client = useClient();
  return useInfiniteQuery({
    queryKey: queryKeys.transactionHistory(type),
    queryFn: ({ pageParam }) =>
      client.wallet.transactions.list({ type, limit: pageSize, ...(pageParam ? { cursor: pageParam } : {}) }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}
