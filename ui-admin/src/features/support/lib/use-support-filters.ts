import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readSupportFilters, type SupportParam } from './support-filters.js';

export type SupportFilterChange = Partial<Record<SupportParam, string | undefined>>;

/**
 * The support center's filters and open ticket, read from and written to the URL. Changes
 * replace the history entry: Back leaves the screen instead of stepping through every keystroke.
 */
export function useSupportFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readSupportFilters(params), [params]);
  const update = useCallback(
    (change: SupportFilterChange) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(change)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { filters, update };
}
