import type { QueryLike } from '@tradesim/ui-kit';
import { useMemo } from 'react';
import { useInvestments } from '../../../lib/use-investments.js';
import { groupHoldings, type Holding } from '../holdings.js';

/**
 * The open investments grouped per asset, from the portfolio's own list query (the same cache
 * entry, refreshed every 30 s and by `me` investment events), so both screens agree. Read as a
 * query by the dashboard's cards (QueryState); a failed refresh keeps the holdings it had.
 */
export function useHoldings(): QueryLike<Holding[]> {
  const investments = useInvestments('active');
  const holdings = useMemo(
    () => (investments.data ? groupHoldings(investments.data.items) : undefined),
    [investments.data],
  );
  return {
    data: holdings,
    error: investments.error,
    isError: investments.isError,
    refetch: investments.refetch,
  };
}
