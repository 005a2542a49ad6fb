import type { AdminUser, AdminUserDetails } from '@tradesim/core';
import { BanModal } from './ban-modal.js';
import { EditBalanceModal } from './edit-balance-modal.js';
import { UnbanModal } from './unban-modal.js';
import { UserDetailsModal } from './user-details-modal.js';

/** The action a row (or the details modal) started; details are opened by the URL instead. */
export type UserAction = { kind: 'balance' | 'ban' | 'unban'; user: AdminUser };

interface UserModalsProps {
  detailsId: string | null;
  action: UserAction | null;
  onCloseDetails(): void;
  onCloseAction(): void;
  onStart(action: UserAction): void;
  onDone(kind: UserAction['kind'], user: AdminUserDetails): void;
}

/** At most one modal at a time: an action started from the details replaces them. */
export function UserModals({
  detailsId,
  action,
  onCloseDetails,
  onCloseAction,
  onStart,
  onDone,
}: UserModalsProps) {
  if (action) {
    const done = (user: AdminUserDetails) => onDone(action.kind, user);
    if (action.kind === 'balance')
      return <EditBalanceModal user={action.user} onClose={onCloseAction} onDone={done} />;
    if (action.kind === 'ban') return <BanModal user={action.user} onClose={onCloseAction} onDone={done} />;
    return <UnbanModal user={action.user} onClose={onCloseAction} onDone={done} />;
  }
  if (!detailsId) return null;
  return (
    <UserDetailsModal
      userId={detailsId}
      onClose={onCloseDetails}
      onEditBalance={(user) => onStart({ kind: 'balance', user })}
      onBan={(user) => onStart({ kind: 'ban', user })}
      onUnban={(user) => onStart({ kind: 'unban', user })}
    />
  );
}
