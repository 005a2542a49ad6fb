import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminAssetListQuery } from '@tradesim/core';
import { queryKeys } from '../../../lib/query-keys.js';
import { useClient } from '../../../lib/sdk-context.js';

/**
 * The catalogue as filtered (GET /api/admin/assets). Its key sits under `allAssets`, so the live
 * bridge lays each tick's prices over it and refetches it when an asset is added, changed or
 * deleted. The previous list stays on screen while a new filter loads (no flash of a spinner).
 */
export function useAssets(query: AdminAssetListQuery) {
  const client = useClient();
  return useQuery({
    queryKey: queryKeys.assets(query),
    queryFn: () => client.admin.assets.list(query),
    placeholderData: keepPreviousData,
  });
}
