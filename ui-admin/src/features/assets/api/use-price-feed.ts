import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PriceFeedStatus } from '@tradesim/core';
import { queryKeys } from '../../../lib/query-keys.js';
import { useClient } from '../../../lib/sdk-context.js';

export type PriceFeedAction = 'start' | 'stop' | 'updateNow';

/**
 * The price-feed scheduler's status (GET /api/admin/price-feed). A market update's tick
 * invalidates it (features/live). DESIGN: no event says the scheduler began or ended an update,
 * so while it is started (or updating) it is asked again every 10 s; stopped, every minute.
 */
export function usePriceFeed() {
  const client = useClient();
  return useQuery({
    queryKey: queryKeys.priceFeed,
    queryFn: () => client.admin.priceFeed.status(),
    refetchInterval: (query) => (query.state.data?.running || query.state.data?.updating ? 10_000 : 60_000),
  });
}

/**
 * Start, Stop and Update Now. Each answers with the new status; a refusal (409 "Update already
 * in progress", 429 "Rate limited: wait N seconds") also means the status moved, so it is
 * asked again either way.
 */
export function usePriceFeedAction() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: PriceFeedAction): Promise<PriceFeedStatus> => client.admin.priceFeed[action](),
    onSuccess: (status) => queryClient.setQueryData(queryKeys.priceFeed, status),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.priceFeed }),
  });
}
