import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { AdminUser } from '@tradesim/core';
import { queryKeys } from '../../../lib/query-keys.js';
import { useClient } from '../../../lib/sdk-context.js';

export type UserStatusFilter = 'all' | 'active' | 'banned';

export interface UserListFilter {
  q: string;
  status: UserStatusFilter;
}

/** Rows asked for per page; "Load more" asks for the next page by the server's cursor. */
export const usersPageSize = 50;

/**
 * The users list (GET /api/admin/users), newest first, paged by the server's keyset cursor.
 * Transaction events invalidate every `users` key (features/live), so balances move live.
 * The previous rows stay on screen while a new search loads, so typing does not blank the table.
 */
export function useUserList(filter: UserListFilter) {
  const client = useClient();
  const query = { ...(filter.q ? { q: filter.q } : {}), status: filter.status };
  return useInfiniteQuery({
    queryKey: queryKeys.users(query),
    queryFn: ({ pageParam }) =>
      client.admin.users.list({
        ...query,
        limit: usersPageSize,
        ...(pageParam ? { cursor: pageParam } : {}),
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    placeholderData: keepPreviousData,
  });
}

/** Every row loaded so far, and the total the server counted for the whole filter. */
export function loadedUsers(data: { pages: { items: AdminUser[]; total?: number }[] } | undefined) {
  const items = data?.pages.flatMap((page) => page.items) ?? [];
  return { items, total: data?.pages[0]?.total ?? items.length };
}

/** One user's details (the View Details modal); `null` asks for nothing. */
export function useUserDetails(id: string | null) {
  const client = useClient();
  return useQuery({
    queryKey: queryKeys.user(id ?? ''),
    queryFn: () => client.admin.users.get(id ?? ''),
    enabled: id !== null,
  });
}

/** Events per page of a user's timeline. */
export const timelinePageSize = 20;

/**
 * A user's timeline (GET /api/admin/users/:id/timeline), newest first, page by page. Its key is
 * in the users family, which transaction events invalidate, so a new deposit shows at once.
 */
export function useUserTimeline(id: string) {
  const client = useClient();
  return useInfiniteQuery({
    queryKey: queryKeys.userTimeline(id),
    queryFn: ({ pageParam }) =>
      client.admin.users.timeline(id, {
        limit: timelinePageSize,
        ...(pageParam ? { cursor: pageParam } : {}),
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
