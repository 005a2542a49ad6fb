import type { AdminAssetListQuery } from '@tradesim/core';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { AssetsLink } from '../../../config/routes.js';

export type AssetTypeFilter = 'all' | 'crypto' | 'stock';
export type AssetStatusFilter = 'all' | 'active' | 'inactive';

const types: readonly AssetTypeFilter[] = ['all', 'crypto', 'stock'];
const statuses: readonly AssetStatusFilter[] = ['all', 'active', 'inactive'];

function pick<T extends string>(options: readonly T[], value: string | null): T | undefined {
  return options.find((option) => option === value);
}

/**
 * The assets screen's state lives in its URL (config/routes.ts `AssetsLink`): `q`, `type`,
 * `status`, and `asset` for the row to highlight, so a reload, a shared link or the header search
 * shows the same list. Filters replace the history entry: Back leaves the screen, not each keystroke.
 */
export function useAssetsUrl() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: Partial<Record<keyof AssetsLink, string | null>>) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const q = params.get('q')?.trim() ?? '';
  const type = pick(types, params.get('type')) ?? 'all';
  const status = pick(statuses, params.get('status')) ?? 'all';
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
