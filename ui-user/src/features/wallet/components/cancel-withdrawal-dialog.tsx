import type { Transaction } from '@tradesim/core';
import { ConfirmModal, formatUsd, Notice } from '@tradesim/ui-kit';
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
    <ConfirmModal
      title="Cancel withdrawal?"
      confirmLabel="Cancel withdrawal"
      busyLabel="Cancelling..."
      cancelLabel="Keep it"
      busy={cancel.isPending}
      onCancel={onClose}
      onConfirm={confirm}
    >
      <p className={styles.text}>
        Your withdrawal of {formatUsd(tx.amount)} will be cancelled and the amount returned to your available
        balance.
      </p>
      {cancel.isError && <Notice tone="error">{errorMessage(cancel.error, cancelFailedMessage)}</Notice>}
    </ConfirmModal>
  );
}
