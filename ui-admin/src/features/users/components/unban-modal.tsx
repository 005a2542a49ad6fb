import { type AdminUser, type AdminUserDetails, adminScreenMessages } from '@tradesim/core';
import { Button, Modal, Notice } from '@tradesim/ui-kit';
import { errorMessage } from '../../../lib/errors.js';
import { useUnbanUser } from '../api/use-user-actions.js';
import { useUserDetails } from '../api/use-users.js';
import styles from './user-modals.module.css';

interface UnbanModalProps {
  user: AdminUser;
  onClose(): void;
  onDone(user: AdminUserDetails): void;
}

/** Unban User (docs/product/admin-console.md#screens): no reason needed; every ban field is cleared. */
export function UnbanModal({ user, onClose, onDone }: UnbanModalProps) {
  const unban = useUnbanUser(user.id);
  // The list carries no ban reason; staff should see what they are lifting.
  const details = useUserDetails(user.id);
  const reason = details.data?.bannedReason;
  return (
    <Modal
      title="Unban User"
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button
            disabled={unban.isPending}
            onClick={() => unban.mutate(undefined, { onSuccess: (updated) => onDone(updated) })}
          >
            {unban.isPending ? 'Unbanning...' : 'Unban User'}
          </Button>
        </>
      }
    >
      <div className={styles.form}>
        <p>
          Unban <strong className={styles.strong}>{user.displayName}</strong> ({user.email})? They can sign in
          and use their account again at once.
        </p>
        {reason && (
          <p className={styles.current}>
            Banned for: <span className={styles.strong}>{reason}</span>
          </p>
        )}
        {unban.isError && (
          <Notice tone="error">{errorMessage(unban.error, adminScreenMessages.unbanFailed)}</Notice>
        )}
      </div>
    </Modal>
  );
}
