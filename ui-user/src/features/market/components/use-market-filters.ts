import type { AssetListQuery } from '@tradesim/core';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export type MarketFilter = 'all' | 'crypto' | 'stock';
export type MarketSort = 'change' | 'price' | 'name';
export type SortOrder = 'asc' | 'desc';

/**
 * DESIGN: a newly chosen sort starts where users expect it: biggest change and highest price
 * first, names A to Z. Clicking the active sort again flips it (the spec's rule).
 */
export const defaultOrder: Record<MarketSort, SortOrder> = { change: 'desc', price: 'desc', name: 'asc' };

const filters: readonly MarketFilter[] = ['all', 'crypto', 'stock'];
const sorts: readonly MarketSort[] = ['change', 'price', 'name'];

function pick<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/**
 * The market's search, filter and sort, kept in the URL (`?type=crypto&sort=price&order=asc&q=bit`)
 * so a link (the dashboard's promo) can open the market filtered, and Back restores the view.
 */
export function useMarketFilters() {
  const [params, setParams] = useSearchParams();
  const filter = pick(params.get('type'), filters, 'all');
  const sort = pick(params.get('sort'), sorts, 'change');
  const order = pick(params.get('order'), ['asc', 'desc'] as const, defaultOrder[sort]);
  const search = params.get('q') ?? '';

  const update = useCallback(
    (changes: Record<string, string | null>) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  return {
    filter,
    sort,
    order,
    search,
    setFilter: (value: MarketFilter) => update({ type: value === 'all' ? null : value }),
    setSearch: (value: string) => update({ q: value }),
    chooseSort: (value: MarketSort) =>
      update({ sort: value, order: value === sort ? flip(order) : defaultOrder[value] }),
  };
}

function flip(order: SortOrder): SortOrder {
  return order === 'asc' ? 'desc' : 'asc';
}

/** The API query for a view; the search is trimmed and left out when blank. */
export function toAssetQuery(view: {
  filter: MarketFilter;
  sort: MarketSort;
  order: SortOrder;
  search: string;
}): AssetListQuery {
  const q = view.search.trim();
  return {
    ...(view.filter === 'all' ? {} : { type: view.filter }),
    ...(q ? { q } : {}),
    sort: view.sort,
    order: view.order,
  };
}
