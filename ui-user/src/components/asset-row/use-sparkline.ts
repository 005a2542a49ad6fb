import { useQuery } from '@tanstack/react-query';
import type { PricePoint } from '@tradesim/core';
import { queryKeys } from '../../lib/query-keys.js';
import { useClient } from '../../lib/sdk-context.js';

/** A market row's 7-day sparkline: few points (a 100-pixel line needs no more). */
export const sparklineDays = 7;
export const sparklinePoints = 40;

/**
 * The 7-day prices of one market row, asked for only once the row is on screen (`enabled`) and
 * kept for five minutes. A failure leaves the row without a sparkline, never an error.
 */
export function useSparkline(id: string, enabled: boolean) {
  const client = useClient();
  return useQuery({
    queryKey: queryKeys.sparkline(id),
    enabled,
    staleTime: 5 * 60_000,
    queryFn: async (): Promise<PricePoint[]> => {
      try {
        const history = await client.market.assets.history(id, {
          days: sparklineDays,
          points: sparklinePoints,
        });
        return history.items;
      } catch {
        return [];
      }
    },
  });
}
