import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AssetListQuery } from '@tradesim/core';
import type { TradesimClient } from '@tradesim/sdk';
import { queryKeys } from './query-keys.js';
import { useClient } from './sdk-context.js';

/**
 * Active assets for a search, filter and sort (prices are simulated and patched live by the
 * `assets` tick). `keepPrevious` leaves the previous result on screen while a new one loads
 * (the market list: no loading flash on every keystroke); the cache entry is the same either
 * way, so ticks patch its prices.
 */
export function useAssets(query: AssetListQuery = {}, options: { keepPrevious?: boolean } = {}) {
  return useQuery({
    ...assetsQuery(useClient(), query),
    ...(options.keepPrevious ? { placeholderData: keepPreviousData } : {}),
  });
}

export function assetsQuery(client: TradesimClient, query: AssetListQuery = {}) {
  return queryOptions({
    queryKey: queryKeys.assets(query),
    queryFn: async () => (await client.market.assets.list(query)).items,
  });
}

export function useAsset(id: string) {
  const client = useClient();
  return useQuery({ queryKey: queryKeys.asset(id), queryFn: () => client.market.assets.get(id) });
}

/** Active investment durations, shortest first. */
export function useDurations() {
  const client = useClient();
  return useQuery({
    queryKey: queryKeys.durations,
    queryFn: async () => (await client.market.durations()).items,
    staleTime: 5 * 60_000,
  });
}

/** The limits and fees users must respect (deposit min/max, withdrawal minimum and fee, ...). */
export function useTradingSettings() {
  const client = useClient();
  return useQuery({
    queryKey: queryKeys.tradingSettings,
    queryFn: () => client.market.tradingSettings(),
    staleTime: 5 * 60_000,
  });
}
