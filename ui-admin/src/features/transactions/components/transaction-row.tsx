import type { AdminTransaction } from '@tradesim/core';
import { formatClockTime, formatDate, formatUsd } from '@tradesim/ui-kit';
import { EmailText } from '../../../components/email-text.js';
import { RowMenu, type RowMenuItem } from '../../../components/row-menu.js';
import { AwaitingBadge, StatusBadge, TypeBadge } from './badges.js';
import { awaitsSecondApproval, type ReviewKind, typeLabel, userName } from './labels.js';
import styles from './transactions-table.module.css';
import { useReviewActions } from './use-review-actions.js';

interface TransactionRowProps {
  transaction: AdminTransaction;
  onView(id: string): void;
  onReview(kind: ReviewKind, transaction: AdminTransaction): void;
}

/**
 * One row of docs/product/admin-console.md#screens's table: user, type, amount with its asset,
 * status (and "Awaiting second approval" while a request waits on it), date, row menu.
 */
export function TransactionRow({ transaction, onView, onReview }: TransactionRowProps) {
  const name = userName(transaction);
  const reviewActions = useReviewActions();
  const actions: RowMenuItem[] = [
    { label: 'View Details', onSelect: () => onView(transaction.id) },
    ...reviewActions(transaction, onReview),
  ];
  return (
    <tr data-testid={`transaction-${transaction.id}`}>
      <td>
        <span className={styles.primary}>{name}</span>
        <span className={styles.secondary}>
          <EmailText email={transaction.userEmail} />
        </span>
      </td>
      <td>
        <TypeBadge type={transaction.type} />
      </td>
      <td className={styles.amount}>
        <span className={`${styles.primary} tabular`}>{formatUsd(transaction.amount)}</span>
        {transaction.assetSymbol && <span className={styles.secondary}>{transaction.assetSymbol}</span>}
      </td>
      <td>
        <StatusBadge status={transaction.status} />
        {awaitsSecondApproval(transaction) && <AwaitingBadge />}
      </td>
      <td>
        <span className={styles.date}>{formatDate(transaction.createdAt)}</span>
        <span className={styles.secondary}>{formatClockTime(new Date(transaction.createdAt))}</span>
      </td>
      <td className={styles.menuCell}>
        <RowMenu
          label={`Actions for ${typeLabel(transaction.type).toLowerCase()} of ${formatUsd(transaction.amount)} by ${name}`}
          trigger="icon"
          items={actions}
        />
      </td>
    </tr>
  );
}
