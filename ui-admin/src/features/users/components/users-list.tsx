import { adminScreenMessages } from '@tradesim/core';
import { Button, EmptyState, formatCount, Notice, QueryState } from '@tradesim/ui-kit';
import { LoadMore } from '../../../components/load-more.js';
import { errorMessage } from '../../../lib/errors.js';
import { loadedUsers, type UserListFilter, useUserList } from '../api/use-users.js';
import type { UserRowActions } from './user-row.js';
import styles from './users-page.module.css';
import { UsersTable } from './users-table.js';

interface UsersListProps extends UserRowActions {
  filter: UserListFilter;
  selfId: string | undefined;
}

/**
 * The list under the filters, in its states: loading, "Error: {message}" with Retry, none found,
 * or the count ("N user(s) found"), the table and "Load more" while the server has more pages.
 */
export function UsersList(props: UsersListProps) {
  const list = useUserList(props.filter);
  // Rows already on screen stay there when a later page or a refresh fails (shown below them).
  return (
    <QueryState
      query={list}
      loading="Loading users..."
      errorText={(error) =>
        adminScreenMessages.listError(errorMessage(error, adminScreenMessages.fetchUsersFailed))
      }
      keepData
    >
      {(data) => <LoadedUsers {...props} list={list} data={data} />}
    </QueryState>
  );
}

type UserList = ReturnType<typeof useUserList>;

function LoadedUsers({
  filter,
  selfId,
  list,
  data,
  ...actions
}: UsersListProps & { list: UserList; data: NonNullable<UserList['data']> }) {
  const { items, total } = loadedUsers(data);
  const filtered = filter.q !== '' || filter.status !== 'all';
  return (
    <>
      <p className={styles.count} role="status">
        {formatCount(total)} user(s) found
      </p>
      {items.length === 0 ? (
        <div className={styles.empty}>
          <EmptyState
            title="No users found"
            text={
              filtered
                ? 'Try another name or email, or another status.'
                : 'Users appear here once they register.'
            }
          />
        </div>
      ) : (
        <UsersTable users={items} selfId={selfId} busy={list.isPlaceholderData} {...actions} />
      )}
      {list.isError && (
        <div className={styles.more}>
          <Notice tone="error">{errorMessage(list.error, adminScreenMessages.fetchUsersFailed)}</Notice>
          {list.isRefetchError && (
            <Button variant="secondary" size="sm" onClick={() => void list.refetch()}>
              Retry
            </Button>
          )}
        </div>
      )}
      {list.hasNextPage && (
        <LoadMore
          shown={items.length}
          total={total}
          loading={list.isFetchingNextPage}
          onLoadMore={() => void list.fetchNextPage()}
          classes={{ footer: styles.more, count: styles.shown }}
        />
      )}
    </>
  );
}
