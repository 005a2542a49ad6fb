import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { HistoryRange } from '@tradesim/core';
import type { TradesimClient } from '@tradesim/sdk';
import { queryKeys } from '../../../lib/query-keys.js';
import { useClient } from '../../../lib/sdk-context.js';

/**
 * The net worth chart's points over `range`. Its last point is valued when read, so it is read
 * again every minute; `me` events (a deposit, a purchase) refresh it at once (the key is under
 * 'me'). While another range loads, the previous one stays on screen.
 */
export function usePortfolioHistory(range: HistoryRange) {
  return useQuery({ ...portfolioHistoryQuery(useClient(), range), placeholderData: keepPreviousData });
}

export function portfolioHistoryQuery(client: TradesimClient, range: HistoryRange) {
  return queryOptions({
    queryKey: queryKeys.portfolioHistory(range),
    // The range travels with its points: while another range loads, these stay on screen.
    queryFn: async () => ({ range, points: (await client.me.portfolioHistory({ range })).points }),
    refetchInterval: 60_000,
  });
}
