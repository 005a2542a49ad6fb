import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AssetListQuery } from '@tradesim/core';
import { queryKeys } from '../../../lib/query-keys.js';
import { useClient } from '../../../lib/sdk-context.js';

/**
 * The market list: the same query (and cache entry, so ticks patch its prices) as `useAssets`,
 * but the previous result stays on screen while a new search, filter or sort loads, instead
 * of flashing the loading state on every keystroke.
 */
export function useMarketAssets(query: AssetListQuery) {
  const client = useClient();
  return useQuery({
    queryKey: queryKeys.assets(query),
    queryFn: async () => (await client.market.assets.list(query)).items,
    placeholderData: keepPreviousData,
  });
}
