import type { AdminUserDetails } from '@tradesim/core';
import { formatUsd, Notice, PageHeader, useTimedMessage } from '@tradesim/ui-kit';
import { useCallback, useState } from 'react';
import { useAdminAuth } from '../../../lib/auth-context.js';
import { useUsersUrl } from './use-users-url.js';
import { type UserAction, UserModals } from './user-modals.js';
import { UsersFilters } from './users-filters.js';
import { UsersList } from './users-list.js';
import styles from './users-page.module.css';

/**
 * Users (docs/product/admin-console.md#screens): search, the All/Active/Banned filter, the count, the table with its row
 * menu, and the View Details, Edit Balance, Ban and Unban modals. Filters and the open details
 * live in the URL (`?q=`, `?status=`, `?user=`).
 */
export function UsersPage() {
  const url = useUsersUrl();
  const { admin } = useAdminAuth();
  const [action, setAction] = useState<UserAction | null>(null);
  const notice = useTimedMessage(6000);
  const { closeDetails } = url;
  const closeAction = useCallback(() => setAction(null), []);
  const start = useCallback(
    (next: UserAction) => {
      closeDetails();
      setAction(next);
    },
    [closeDetails],
  );
  const done = useCallback(
    (kind: UserAction['kind'], user: AdminUserDetails) => {
      setAction(null);
      notice.show(successText(kind, user));
    },
    [notice.show],
  );
  return (
    <>
      <PageHeader title="Users" />
      <UsersFilters q={url.q} status={url.status} onSearch={url.setQ} onStatus={url.setStatus} />
      {notice.message && (
        <div className={styles.notice}>
          <Notice tone={notice.message.tone}>{notice.message.text}</Notice>
        </div>
      )}
      <UsersList
        filter={{ q: url.q, status: url.status }}
        selfId={admin?.id}
        onDetails={(user) => url.openDetails(user.id)}
        onEditBalance={(user) => start({ kind: 'balance', user })}
        onBan={(user) => start({ kind: 'ban', user })}
        onUnban={(user) => start({ kind: 'unban', user })}
      />
      <UserModals
        detailsId={url.openUserId}
        action={action}
        onCloseDetails={closeDetails}
        onCloseAction={closeAction}
        onStart={start}
        onDone={done}
      />
    </>
  );
}

/** DESIGN: the spec shows nothing after an action; staff get a short confirmation of what changed. */
function successText(kind: UserAction['kind'], user: AdminUserDetails): string {
  if (kind === 'ban') return `${user.displayName} has been banned.`;
  if (kind === 'unban') return `${user.displayName} has been unbanned.`;
  return `Balance updated. ${user.displayName} now has ${formatUsd(user.balance)}.`;
}
