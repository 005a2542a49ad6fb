import type { AdminTransaction } from '@tradesim/core';
import type { ReviewKind } from './labels.js';
import { TransactionRow } from './transaction-row.js';
import styles from './transactions-table.module.css';

interface TransactionsTableProps {
  transactions: AdminTransaction[];
  onView(id: string): void;
  onReview(kind: ReviewKind, transaction: AdminTransaction): void;
}

/** The review list as a table with real headers; it fits 1024px without a horizontal scroll. */
export function TransactionsTable({ transactions, onView, onReview }: TransactionsTableProps) {
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">Transactions, newest first</caption>
      <thead>
        <tr>
          <th scope="col">User</th>
          <th scope="col">Type</th>
          <th scope="col">Amount</th>
          <th scope="col">Status</th>
          <th scope="col">Date</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {transactions.map((transaction) => (
          <TransactionRow
            key={transaction.id}
            transaction={transaction}
            onView={onView}
            onReview={onReview}
          />
        ))}
      </tbody>
    </table>
  );
}
