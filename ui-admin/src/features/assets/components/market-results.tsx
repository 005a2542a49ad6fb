import { adminScreenMessages } from '@tradesim/core';
import { EmptyState, Notice, QueryState } from '@tradesim/ui-kit';
import { errorMessage } from '../../../lib/errors.js';
import type { useMarketSearch } from '../api/use-market-search.js';
import styles from './add-asset.module.css';
import { typeLabels } from './badges.js';
import { CandidateList } from './candidate-list.js';

/** DESIGN: the spec names no text for a search both sources refused; the server's is shown. */
const searchFailed = 'Failed to search the markets';

/** What the search found: hints before and after, the sources that failed, and the candidates. */
export function MarketResults({ q, search }: { q: string; search: ReturnType<typeof useMarketSearch> }) {
  if (!q)
    return (
      <EmptyState
        title="Search for assets to add"
        text="Find a cryptocurrency or a stock by its symbol or name."
      />
    );
  return (
    <QueryState
      query={search}
      loading="Searching..."
      errorText={(error) => adminScreenMessages.listError(errorMessage(error, searchFailed))}
    >
      {({ items, unavailable }) => (
        <div className={styles.results} aria-busy={search.isFetching}>
          {unavailable.map((source) => (
            <Notice key={source.type} tone="warning">
              {typeLabels[source.type]} search unavailable: {source.message}
            </Notice>
          ))}
          {/* Not QueryState's empty: the sources that failed are said above it. */}
          {items.length === 0 ? (
            <EmptyState title="No assets found" text={`Nothing matches "${q}".`} />
          ) : (
            <CandidateList q={q} items={items} />
          )}
        </div>
      )}
    </QueryState>
  );
}
