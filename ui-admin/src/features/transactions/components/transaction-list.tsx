import { type AdminTransaction, adminScreenMessages } from '@tradesim/core';
import { EmptyState, ErrorState, formatCount, LoadingState } from '@tradesim/ui-kit';
import { LoadMore } from '../../../components/load-more.js';
import { errorMessage } from '../../../lib/errors.js';
import { type TransactionFilters, useTransactionList } from '../api/use-transactions.js';
import type { ReviewKind } from './labels.js';
import styles from './transaction-list.module.css';
import { TransactionsTable } from './transactions-table.js';

interface TransactionListProps {
  filters: TransactionFilters;
  filtered: boolean;
  onView(id: string): void;
  onReview(kind: ReviewKind, transaction: AdminTransaction): void;
}

const found = (count: number) =>
  `${formatCount(count)} ${count === 1 ? 'transaction' : 'transactions'} found`;

/** The list's states: loading, "Error: {message}" with Retry, "No transactions found", the table and Load more. */
export function TransactionList({ filters, filtered, onView, onReview }: TransactionListProps) {
  const list = useTransactionList(filters);
  if (list.isPending) return <LoadingState text="Loading transactions..." />;
  const failure = list.isError
    ? adminScreenMessages.listError(errorMessage(list.error, adminScreenMessages.fetchTransactionsFailed))
    : null;
  if (!list.data) return <ErrorState message={failure ?? ''} onRetry={() => void list.refetch()} />;
  const rows = list.data.pages.flatMap((page) => page.items);
  const total = list.data.pages[0]?.total ?? rows.length;
  return (
    <>
      <p className={styles.count} aria-live="polite">
        {found(total)}
      </p>
      {failure && <ErrorState message={failure} onRetry={() => void list.refetch()} />}
      {rows.length === 0 ? (
        <EmptyState
          title="No transactions found"
          text={
            filtered
              ? 'Try adjusting your search or filters.'
              : 'Deposits and withdrawals appear here as soon as users make them.'
          }
        />
      ) : (
        <TransactionsTable transactions={rows} onView={onView} onReview={onReview} />
      )}
      {list.hasNextPage && (
        <LoadMore
          shown={rows.length}
          total={total}
          loading={list.isFetchingNextPage}
          onLoadMore={() => void list.fetchNextPage()}
          size="sm"
          classes={{ footer: styles.more, count: styles.showing }}
        />
      )}
    </>
  );
}
