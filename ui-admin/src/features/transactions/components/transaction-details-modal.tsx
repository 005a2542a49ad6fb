import { type AdminTransaction, adminScreenMessages } from '@tradesim/core';
import { Button, type ButtonVariant, Modal, QueryState } from '@tradesim/ui-kit';
import { ProofImage } from '../../../components/proof-image.js';
import type { RowMenuItem } from '../../../components/row-menu.js';
import { errorMessage } from '../../../lib/errors.js';
import { useTransaction } from '../api/use-transactions.js';
import { AwaitingRequest } from './awaiting-request.js';
import { DetailsFields } from './details-fields.js';
import type { ReviewKind } from './labels.js';
import styles from './transaction-details.module.css';
import { useReviewActions } from './use-review-actions.js';

/** Reject in red, Approve as the main button, the way to a waiting request plain. */
function variantOf(action: RowMenuItem): ButtonVariant {
  if (action.tone === 'danger') return 'danger';
  return action.label === 'Approve' ? 'primary' : 'secondary';
}

interface DetailsModalProps {
  id: string;
  onClose(): void;
  onReview(kind: ReviewKind, transaction: AdminTransaction): void;
}

/**
 * The details modal (docs/product/admin-console.md#screens), opened by the row menu or a `?transaction=<id>` link. It
 * reads the transaction itself, so a link to one outside the current page or filters works, and
 * it follows live changes (another admin approving it). Pending ones can be reviewed from here,
 * by a role that may; one waiting for a second approval says so and links to the request.
 */
export function TransactionDetailsModal({ id, onClose, onReview }: DetailsModalProps) {
  const transaction = useTransaction(id);
  const data = transaction.data;
  const reviewActions = useReviewActions();
  const actions = data ? reviewActions(data, onReview) : [];
  return (
    <Modal
      title="Transaction Details"
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          {/* The main action last, beside the hand that clicks it. */}
          {[...actions].reverse().map((action) => (
            <Button key={action.label} variant={variantOf(action)} onClick={action.onSelect}>
              {action.label}
            </Button>
          ))}
        </>
      }
    >
      <QueryState
        query={transaction}
        loading="Loading transaction..."
        errorText={(error) =>
          adminScreenMessages.listError(errorMessage(error, adminScreenMessages.fetchTransactionsFailed))
        }
        keepData
      >
        {(loaded) => (
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it.
          <section className={styles.scroll} tabIndex={0} aria-label="Transaction fields">
            {loaded.pendingApprovalId && <AwaitingRequest requestId={loaded.pendingApprovalId} />}
            <DetailsFields transaction={loaded} />
            {loaded.type === 'deposit' && <ProofImage transactionId={loaded.id} hasProof={loaded.hasProof} />}
          </section>
        )}
      </QueryState>
    </Modal>
  );
}
