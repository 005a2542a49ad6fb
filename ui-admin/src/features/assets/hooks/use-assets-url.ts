import type { AdminAssetListQuery } from '@tradesim/core';
import { useCallback, useMemo } from 'react';
import type { AssetsLink } from '../../../config/routes.js';
import { pickOption, useUrlState } from '../../../lib/url-state.js';

export type AssetTypeFilter = 'all' | 'crypto' | 'stock';
export type AssetStatusFilter = 'all' | 'active' | 'inactive';

const types: readonly AssetTypeFilter[] = ['all', 'crypto', 'stock'];
const statuses: readonly AssetStatusFilter[] = ['all', 'active', 'inactive'];

/**
 * The assets screen's state lives in its URL (config/routes.ts `AssetsLink`): `q`, `type`,
 * `status`, and `asset` for the row to highlight, so a reload, a shared link or the header search
 * shows the same list. Filters replace the history entry: Back leaves the screen, not each keystroke.
 */
export function useAssetsUrl() {
  const { params, update } = useUrlState<keyof AssetsLink>();
  const q = params.get('q')?.trim() ?? '';
  const type = pickOption(types, params.get('type')) ?? 'all';
  const status = pickOption(statuses, params.get('status')) ?? 'all';
  const query = useMemo<AdminAssetListQuery>(
    () => ({ ...(q ? { q } : {}), ...(type === 'all' ? {} : { type }), status }),
    [q, type, status],
  );
  return {
    q,
    type,
    status,
    query,
    highlightId: params.get('asset'),
    setQ: useCallback((value: string) => update({ q: value.trim() || null }), [update]),
    setType: useCallback(
      (value: AssetTypeFilter) => update({ type: value === 'all' ? null : value }),
      [update],
    ),
    setStatus: useCallback(
      (value: AssetStatusFilter) => update({ status: value === 'all' ? null : value }),
      [update],
    ),
    clearFilters: useCallback(() => update({ q: null, type: null, status: null }), [update]),
  };
}
