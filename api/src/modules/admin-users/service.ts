import type { AdminUserDetails, AdminUserPage } from '@tradesim/core';
import type { AppContext } from '../../context.js';
import { decodeCursor, pageOf } from '../../db/cursor.js';
import { countUsers, listUserPage, type UserFilter } from './repo.js';
import { loadUserDetails, toAdminUsers } from './view.js';

// The balance and ban use cases live in their own files; the routes reach them through here.
export { adjustBalance } from './adjust-balance.js';
export { banUser, unbanUser } from './ban.js';
export { customerContext } from './customer-context.js';

export interface UserListQuery extends UserFilter {
  limit: number;
  cursor?: string | undefined;
}

/** docs/product/admin-console.md#calls-and-audit-actions "Users": newest first, searched by name or email, filtered by ban status. */
export async function listUsers(ctx: AppContext, query: UserListQuery): Promise<AdminUserPage> {
  const now = ctx.clock.now();
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const filter: UserFilter = { q: query.q, status: query.status };
  const rows = await listUserPage(ctx.knex, filter, { limit: query.limit + 1, after });
  const { items, nextCursor } = pageOf(rows, query.limit);
  return {
    items: await toAdminUsers(ctx.knex, items, now),
    nextCursor,
    total: await countUsers(ctx.knex, filter),
  };
}

export async function getUser(ctx: AppContext, id: string): Promise<AdminUserDetails> {
  return loadUserDetails(ctx.knex, id, ctx.clock.now());
}

export { getUserTimeline } from './timeline.js';
