import type { Transaction } from '@tradesim/core';
import { Button, EmptyState, ErrorState, LoadingState } from '@tradesim/ui-kit';
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
  if (history.isPending) return <LoadingState text="Loading transactions..." />;
  // Failed with nothing to show (a failed refetch keeps the rows it had).
  if (!history.data) {
    return (
      <ErrorState message={errorMessage(history.error, fallback)} onRetry={() => void history.refetch()} />
    );
  }
  const items = history.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <EmptyState title="No transactions found" />;
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
