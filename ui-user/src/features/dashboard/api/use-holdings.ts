import { useMemo } from 'react';
import { useInvestments } from '../../../lib/use-investments.js';
import { groupHoldings, type Holding } from '../holdings.js';

/** The holdings as the dashboard's cards read them: loading, failed (with a retry), or loaded. */
export type HoldingsState =
  | { status: 'pending' }
  | { status: 'error'; error: unknown; retry(): void }
  | { status: 'success'; holdings: Holding[] };

/**
 * The open investments grouped per asset, from the portfolio's own list query (the same cache
 * entry, refreshed every 30 s and by `me` investment events), so both screens agree.
 */
export function useHoldings(): HoldingsState {
  const investments = useInvestments('active');
  const holdings = useMemo(
    () => (investments.data ? groupHoldings(investments.data.items) : undefined),
    [investments.data],
  );
  if (holdings) return { status: 'success', holdings };
  if (investments.isError) {
    return { status: 'error', error: investments.error, retry: () => void investments.refetch() };
  }
  return { status: 'pending' };
}
