import { type AdminTransaction, adminScreenMessages } from '@tradesim/core';
import { EmptyState, ErrorState, formatCount, QueryState } from '@tradesim/ui-kit';
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
export function TransactionList(props: TransactionListProps) {
  const list = useTransactionList(props.filters);
  // Rows already on screen stay there when a refresh fails; the failure shows above them.
  return (
    <QueryState query={list} loading="Loading transactions..." errorText={failureText} keepData>
      {(data) => <LoadedTransactions {...props} list={list} data={data} />}
    </QueryState>
  );
}

const failureText = (error: unknown) =>
  adminScreenMessages.listError(errorMessage(error, adminScreenMessages.fetchTransactionsFailed));

type TransactionQuery = ReturnType<typeof useTransactionList>;

function LoadedTransactions({
  filtered,
  onView,
  onReview,
  list,
  data,
}: TransactionListProps & { list: TransactionQuery; data: NonNullable<TransactionQuery['data']> }) {
  const failure = list.isError ? failureText(list.error) : null;
  const rows = data.pages.flatMap((page) => page.items);
  const total = data.pages[0]?.total ?? rows.length;
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
