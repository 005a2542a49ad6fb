import type { Transaction } from '@tradesim/core';
import { Button, formatUsd, Modal, Notice } from '@tradesim/ui-kit';
import { errorMessage } from '../../../lib/errors.js';
import { useCancelWithdrawal } from '../api/wallet-mutations.js';
import styles from './cancel-withdrawal-dialog.module.css';

export const cancelFailedMessage = 'Failed to cancel withdrawal';

/** Asks before taking a withdrawal back; on success the held amount is back in the balance. */
export function CancelWithdrawalDialog({
  tx,
  onClose,
  onCancelled,
}: {
  tx: Transaction;
  onClose(): void;
  onCancelled(tx: Transaction): void;
}) {
  const cancel = useCancelWithdrawal();
  const confirm = () => cancel.mutate(tx.id, { onSuccess: onCancelled });
  return (
    <Modal
      title="Cancel withdrawal?"
      onClose={onClose}
      actions={
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose} disabled={cancel.isPending}>
            Keep it
          </Button>
          <Button variant="danger" onClick={confirm} disabled={cancel.isPending}>
            {cancel.isPending ? 'Cancelling...' : 'Cancel withdrawal'}
          </Button>
        </div>
      }
    >
      <p className={styles.text}>
        Your withdrawal of {formatUsd(tx.amount)} will be cancelled and the amount returned to your available
        balance.
      </p>
      {cancel.isError && <Notice tone="error">{errorMessage(cancel.error, cancelFailedMessage)}</Notice>}
    </Modal>
  );
}
