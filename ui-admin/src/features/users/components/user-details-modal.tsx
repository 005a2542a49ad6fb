import { type AdminUserDetails, adminScreenMessages } from '@tradesim/core';
import { Button, Modal, QueryState } from '@tradesim/ui-kit';
import { useUserDetails } from '../api/use-users.js';
import { useAllowedUserActions } from './use-allowed-user-actions.js';
import styles from './user-details.module.css';
import { UserDetailsBody } from './user-details-body.js';

/** Three buttons share the dialog's foot: smaller, and never broken over two lines. */
const compact = { size: 'sm', className: styles.action } as const;

interface UserDetailsModalProps {
  userId: string;
  onClose(): void;
  onEditBalance(user: AdminUserDetails): void;
  onBan(user: AdminUserDetails): void;
  onUnban(user: AdminUserDetails): void;
}

/**
 * View Details (docs/product/admin-console.md#screens), opened by the row menu or by `?user=<id>`. It reads the user
 * afresh (a deep link may name one the list has not loaded); transaction events keep it live.
 * DESIGN: the row's actions sit at its foot, so staff act on what they just read; only those the
 * role may take.
 */
export function UserDetailsModal({ userId, onClose, onEditBalance, onBan, onUnban }: UserDetailsModalProps) {
  const details = useUserDetails(userId);
  const user = details.data;
  const allowed = useAllowedUserActions();
  return (
    <Modal
      title="User Details"
      onClose={onClose}
      actions={
        <>
          <Button {...compact} variant="secondary" onClick={onClose}>
            Close
          </Button>
          {user && (
            <>
              {allowed.balance && (
                <Button {...compact} variant="secondary" onClick={() => onEditBalance(user)}>
                  Edit Balance
                </Button>
              )}
              {!allowed.ban ? null : user.isBanned ? (
                <Button {...compact} onClick={() => onUnban(user)}>
                  Unban User
                </Button>
              ) : (
                <Button {...compact} variant="danger" onClick={() => onBan(user)}>
                  Ban User
                </Button>
              )}
            </>
          )}
        </>
      }
    >
      {/* A failed refresh leaves the user on screen: the actions at the foot still act on them. */}
      <QueryState
        query={details}
        loading="Loading user..."
        errorText={adminScreenMessages.fetchUsersFailed}
        keepData
      >
        {(loaded) => <UserDetailsBody user={loaded} />}
      </QueryState>
    </Modal>
  );
}
