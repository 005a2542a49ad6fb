import { type AdminDuration, adminScreenMessages, isAppError } from '@tradesim/core';
import { Button, Modal } from '@tradesim/ui-kit';
import { useDeleteDuration, useUpdateDuration } from '../api/use-durations.js';
import styles from './delete-duration-modal.module.css';
import { FailureNotice } from './failure-notice.js';

interface DeleteDurationModalProps {
  duration: AdminDuration;
  onClose(): void;
  onDeleted(): void;
  onDeactivated(): void;
}

/**
 * docs/product/admin-console.md#validation-rules: deleting asks "Are you sure you want to delete this investment duration?".
 * A duration investments were bought with cannot go (409 DURATION_IN_USE): the server's message
 * says so, and the dialog offers what it suggests, deactivating it, in one click.
 */
export function DeleteDurationModal({
  duration,
  onClose,
  onDeleted,
  onDeactivated,
}: DeleteDurationModalProps) {
  const remove = useDeleteDuration();
  const update = useUpdateDuration();
  const inUse = isAppError(remove.error) && remove.error.code === 'DURATION_IN_USE';
  const busy = remove.isPending || update.isPending;

  const confirm = () => remove.mutate(duration.id, { onSuccess: onDeleted });
  const deactivate = () =>
    update.mutate({ id: duration.id, input: { isActive: false } }, { onSuccess: onDeactivated });

  return (
    <Modal
      title="Delete investment duration"
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          {inUse && duration.isActive ? (
            <Button onClick={deactivate} disabled={busy}>
              {update.isPending ? 'Deactivating...' : 'Deactivate instead'}
            </Button>
          ) : (
            <Button variant="danger" onClick={confirm} disabled={busy || inUse}>
              {remove.isPending ? 'Deleting...' : 'Delete'}
            </Button>
          )}
        </>
      }
    >
      <p>{adminScreenMessages.deleteDurationConfirm}</p>
      <p className={styles.subject}>
        <strong>{duration.label}</strong>: {duration.hours} {duration.hours === 1 ? 'hour' : 'hours'}, up to{' '}
        {duration.maxReturnPercent}% return
      </p>
      {remove.isError && (
        <div className={styles.problem}>
          <FailureNotice title={adminScreenMessages.deleteDurationFailed} error={remove.error} />
          {inUse && !duration.isActive && (
            <p className={styles.hint}>It is already inactive, so users cannot choose it any more.</p>
          )}
        </div>
      )}
      {update.isError && (
        <FailureNotice title={adminScreenMessages.updateDurationFailed} error={update.error} />
      )}
    </Modal>
  );
}
