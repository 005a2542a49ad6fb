import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import type { Asset, RealtimeEvent } from '@tradesim/core';
import { useEffect } from 'react';
import { queryKeys } from '../../lib/query-keys.js';
import { useClient } from '../../lib/sdk-context.js';
import { afterFirstReads } from './after-first-reads.js';
import { applyTick, applyTickToAsset } from './apply-tick.js';

/**
 * Keeps every screen live without a reload (docs/contract.md#realtime): a price tick is laid straight
 * over the cached prices; anything else invalidates the queries the event changed, and they
 * refetch if a screen shows them. The socket opens once the screen's first reads have answered
 * (after-first-reads.ts). A change in the second between a read and the subscription is not
 * heard, as a change between any read and its subscription never was: prices heal on the next
 * tick, the rest on the next refetch (window focus, reconnect, the chart's minute).
 */
export function useLiveUpdates(enabled: boolean): void {
  const client = useClient();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    let subscription: ReturnType<typeof client.realtime.subscribe> | undefined;
    const cancel = afterFirstReads(queryClient, () => {
      subscription = client.realtime.subscribe(['assets', 'me'], (event) => applyEvent(queryClient, event));
      subscription.ready.catch(() => undefined);
    });
    return () => {
      cancel();
      subscription?.unsubscribe();
    };
  }, [client, queryClient, enabled]);
}

export function applyEvent(queryClient: QueryClient, event: RealtimeEvent): void {
  if (event.topic === 'assets') {
    if (event.event === 'tick') {
      const { prices } = event.data;
      queryClient.setQueriesData<Asset[]>({ queryKey: queryKeys.allAssets }, (assets) =>
        applyTick(assets, prices),
      );
      queryClient.setQueriesData<Asset>({ queryKey: queryKeys.allAssetDetails }, (asset) =>
        applyTickToAsset(asset, prices),
      );
      // Portfolio values and the price chart follow the prices.
      void queryClient.invalidateQueries({ queryKey: queryKeys.allHistory });
      return;
    }
    void queryClient.invalidateQueries({ queryKey: queryKeys.allAssets });
    void queryClient.invalidateQueries({ queryKey: queryKeys.allAssetDetails });
    return;
  }
  switch (event.event) {
    case 'profile':
      void queryClient.invalidateQueries({ queryKey: queryKeys.me });
      return;
    case 'investment':
      void queryClient.invalidateQueries({ queryKey: queryKeys.allInvestments });
      void queryClient.invalidateQueries({ queryKey: queryKeys.me });
      return;
    case 'transaction':
      void queryClient.invalidateQueries({ queryKey: queryKeys.allTransactions });
      void queryClient.invalidateQueries({ queryKey: queryKeys.me });
      return;
    case 'notification':
      void queryClient.invalidateQueries({ queryKey: queryKeys.notifications });
      return;
  }
}
