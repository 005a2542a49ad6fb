import { useQuery } from '@tanstack/react-query';
import type { PricePoint } from '@tradesim/core';
import { queryKeys } from '../../../lib/query-keys.js';
import { useClient } from '../../../lib/sdk-context.js';

const chartDays = 7;

/**
 * The 7-day price history of the asset page's chart. The spec's rule: a failed history call is
 * logged and the chart stays empty, so the failure never reaches the page as an error.
 */
export function useAssetHistory(id: string, enabled = true) {
  const client = useClient();
  return useQuery({
    queryKey: queryKeys.history(id),
    enabled,
    queryFn: async (): Promise<PricePoint[]> => {
      try {
        return (await client.market.assets.history(id, { days: chartDays })).items;
      } catch (error) {
        console.error('Failed to load the price history', error);
        return [];
      }
    },
  });
}
