import { type AdminTransaction, adminScreenMessages } from '@tradesim/core';
import { Button, ErrorState, LoadingState, Modal } from '@tradesim/ui-kit';
import { errorMessage } from '../../../lib/errors.js';
import { useTransaction } from '../api/use-transactions.js';
import { DetailsFields } from './details-fields.js';
import { isReviewable } from './labels.js';
import { ProofImage } from './proof-image.js';
import styles from './transaction-details.module.css';
import type { ReviewKind } from './transaction-row.js';

interface DetailsModalProps {
  id: string;
  onClose(): void;
  onReview(kind: ReviewKind, transaction: AdminTransaction): void;
}

/**
 * The details modal (docs/product/admin-console.md#screens), opened by the row menu or a `?transaction=<id>` link. It
 * reads the transaction itself, so a link to one outside the current page or filters works, and
 * it follows live changes (another admin approving it). Pending ones can be reviewed from here.
 */
export function TransactionDetailsModal({ id, onClose, onReview }: DetailsModalProps) {
  const transaction = useTransaction(id);
  const data = transaction.data;
  const reviewable = data && isReviewable(data);
  return (
    <Modal
      title="Transaction Details"
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          {reviewable && (
            <>
              <Button variant="danger" onClick={() => onReview('reject', data)}>
                Reject
              </Button>
              <Button onClick={() => onReview('approve', data)}>Approve</Button>
            </>
          )}
        </>
      }
    >
      {transaction.isPending && <LoadingState text="Loading transaction..." />}
      {transaction.isError && !data && (
        <ErrorState
          message={adminScreenMessages.listError(
            errorMessage(transaction.error, adminScreenMessages.fetchTransactionsFailed),
          )}
          onRetry={() => void transaction.refetch()}
        />
      )}
      {data && (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it.
        <section className={styles.scroll} tabIndex={0} aria-label="Transaction fields">
          <DetailsFields transaction={data} />
          {data.type === 'deposit' && <ProofImage transactionId={data.id} hasProof={data.hasProof} />}
        </section>
      )}
    </Modal>
  );
}
