import type { AdminUserListQuery, BalanceAdjustmentRequest } from '@tradesim/core';
import type { Call } from '../../call.js';
import { routes } from '../../generated/routes.js';
import type { IdempotencyOptions } from '../../idempotency.js';

export type AdminUserQuery = Omit<AdminUserListQuery, 'limit'> & { limit?: number };

const users = routes.admin.users;

/** Back-office users: search, details, balance adjustments, bans. */
export function adminUsersResource(call: Call) {
  return {
    /** Newest first, with `total`; `q` matches name or email, `status` all/active/banned. */
    list: (query: AdminUserQuery = {}) => call(users.list, { query }),
    get: (id: string) => call(users.get, { params: { id } }),
    /** The user's history, newest first: money, investments, sign-ins (failed too), tickets, bans. */
    timeline: (id: string, query: { limit?: number; cursor?: string } = {}) =>
      call(users.timeline, { params: { id }, query }),
    /** A signed amount (positive adds, negative subtracts) with a reason; never below zero. */
    /** At or above the four-eyes threshold nothing moves yet: the answer is `{approval}` (202). */
    adjustBalance: (id: string, input: BalanceAdjustmentRequest, options?: IdempotencyOptions) =>
      call(users.adjustBalance, { params: { id }, body: input, ...options }),
    /** Revokes the user's sessions; every request of theirs is refused until unbanned. */
    ban: (id: string, reason: string) => call(users.ban, { params: { id }, body: { reason } }),
    unban: (id: string) => call(users.unban, { params: { id } }),
  };
}
