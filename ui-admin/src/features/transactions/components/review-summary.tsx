import type { AdminTransaction } from '@tradesim/core';
import { formatUsd } from '@tradesim/ui-kit';
import { typeLabel, userName } from './labels.js';
import styles from './review-modal.module.css';

/** Which transaction the decision is about, so the admin never reviews the wrong row. */
export function ReviewSummary({ transaction }: { transaction: AdminTransaction }) {
  return (
    <p className={styles.summary}>
      <strong>
        {typeLabel(transaction.type)} of <span className="tabular">{formatUsd(transaction.amount)}</span>
      </strong>{' '}
      by {userName(transaction)} ({transaction.userEmail})
    </p>
  );
}
