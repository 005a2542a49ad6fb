import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvestmentView } from '@tradesim/core';
import type { TradesimClient } from '@tradesim/sdk';
import { queryKeys } from './query-keys.js';
import { useClient } from './sdk-context.js';

/**
 * One of the portfolio's lists with the summary and counts. Returns are recomputed by the
 * server on each read, so the open lists refresh every 30 s (docs/product/user-app.md#constants-and-limits); `me` investment
 * events refresh them at once (features/live).
 */
export function useInvestments(view: InvestmentView, options: { enabled?: boolean } = {}) {
  return useQuery({ ...investmentsQuery(useClient(), view), enabled: options.enabled ?? true });
}

export function investmentsQuery(client: TradesimClient, view: InvestmentView) {
  return queryOptions({
    queryKey: queryKeys.investments(view),
    queryFn: () => client.investments.list(view),
    // Archived rows never change by themselves; the others accrue or mature.
    refetchInterval: view === 'archived' ? false : 30_000,
  });
}
