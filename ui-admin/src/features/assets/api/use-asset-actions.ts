import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Asset, CreateAssetRequest, UpdateAssetRequest } from '@tradesim/core';
import { queryKeys } from '../../../lib/query-keys.js';
import { useClient } from '../../../lib/sdk-context.js';

/** What a change to the catalogue makes stale: every asset list and the dashboard's count. */
function refreshCatalogue(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: queryKeys.allAssets });
  void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
}

/** Lays the server's copy of an edited asset over the cached lists at once, before the refetch. */
function patchAsset(queryClient: QueryClient, asset: Asset) {
  queryClient.setQueriesData<{ items: Asset[] }>({ queryKey: queryKeys.allAssetLists }, (page) =>
    page ? { ...page, items: page.items.map((item) => (item.id === asset.id ? asset : item)) } : page,
  );
}

/** Edit Asset: name, icon, market cap and volume (PATCH /api/admin/assets/:id). */
export function useUpdateAsset() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateAssetRequest }) =>
      client.admin.assets.update(id, input),
    onSuccess: (asset) => {
      patchAsset(queryClient, asset);
      refreshCatalogue(queryClient);
    },
  });
}

/** Activate or Deactivate: an inactive asset leaves the users' lists. */
export function useSetAssetActive() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ asset, active }: { asset: Asset; active: boolean }) =>
      active ? client.admin.assets.activate(asset.id) : client.admin.assets.deactivate(asset.id),
    onSuccess: (asset) => {
      patchAsset(queryClient, asset);
      refreshCatalogue(queryClient);
    },
  });
}

/** Delete Asset: permanent; ASSET_IN_USE while investments reference it. */
export function useDeleteAsset() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (asset: Asset) => client.admin.assets.remove(asset.id),
    onSuccess: () => refreshCatalogue(queryClient),
  });
}

/** Adds an asset (from a market-search candidate, or entered by hand). */
export function useCreateAsset() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateAssetRequest) => client.admin.assets.create(input),
    onSuccess: () => refreshCatalogue(queryClient),
  });
}
