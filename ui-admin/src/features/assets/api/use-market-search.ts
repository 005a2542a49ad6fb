import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AssetType, MarketSearchResult } from '@tradesim/core';
import { useCallback } from 'react';
import { queryKeys } from '../../../lib/query-keys.js';
import { useClient } from '../../../lib/sdk-context.js';

/**
 * The Add Asset search over the crypto and stock sources (GET /api/admin/market/search) for the
 * submitted text; a blank query is not searched (docs/product/admin-console.md#validation-rules).
 */
export function useMarketSearch(q: string) {
  const client = useClient();
  return useQuery({
    queryKey: queryKeys.marketSearch(q),
    queryFn: () => client.admin.assets.search(q),
    enabled: q !== '',
    staleTime: 0,
  });
}

/** Marks a candidate as listed in the cached results, once it has been added. */
export function useMarkCandidateListed() {
  const queryClient = useQueryClient();
  return useCallback(
    (q: string, candidate: { symbol: string; type: AssetType }) =>
      queryClient.setQueryData<MarketSearchResult>(queryKeys.marketSearch(q), (result) =>
        result
          ? {
              ...result,
              items: result.items.map((item) =>
                item.symbol === candidate.symbol && item.type === candidate.type
                  ? { ...item, exists: true }
                  : item,
              ),
            }
          : result,
      ),
    [queryClient],
  );
}
