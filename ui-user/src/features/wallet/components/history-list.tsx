import type { Transaction } from '@tradesim/core';
import { Button, EmptyState, QueryState } from '@tradesim/ui-kit';
import { errorMessage } from '../../../lib/errors.js';
import type { useTransactionHistory } from '../api/use-transaction-history.js';
import styles from './history-list.module.css';
import { TransactionRow } from './transaction-row.js';

interface HistoryListProps {
  history: ReturnType<typeof useTransactionHistory>;
  onCancel(tx: Transaction): void;
  fallback: string;
}

/** The history's states: loading, failed (Retry), empty, or the rows with "Load more". */
export function HistoryList({ history, onCancel, fallback }: HistoryListProps) {
  // A failed refetch keeps the rows it had.
  return (
    <QueryState
      query={history}
      loading="Loading transactions..."
      errorText={fallback}
      keepData
      isEmpty={(data) => data.pages.every((page) => page.items.length === 0)}
      empty={<EmptyState title="No transactions found" />}
    >
      {(data) => (
        <LoadedHistory
          items={data.pages.flatMap((page) => page.items)}
          history={history}
          onCancel={onCancel}
          fallback={fallback}
        />
      )}
    </QueryState>
  );
}

function LoadedHistory({ items, history, onCancel, fallback }: HistoryListProps & { items: Transaction[] }) {
  return (
    <>
      <ul className={styles.list}>
        {items.map((tx) => (
          <TransactionRow key={tx.id} tx={tx} onCancel={onCancel} />
        ))}
      </ul>
      {history.isFetchNextPageError && (
        <p className={styles.error} role="alert">
          {errorMessage(history.error, fallback)}
        </p>
      )}
      {history.hasNextPage && (
        <Button
          variant="secondary"
          block
          onClick={() => void history.fetchNextPage()}
          disabled={history.isFetchingNextPage}
        >
          {history.isFetchingNextPage ? 'Loading...' : 'Load more'}
        </Button>
      )}
    </>
  );
}
