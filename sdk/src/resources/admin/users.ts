import type {
  AdminUserDetails,
  AdminUserListQuery,
  AdminUserPage,
  ApprovalResponse,
  BalanceAdjustmentRequest,
  BalanceAdjustmentResponse,
  UserTimelinePage,
} from '@tradesim/core';
import type { Http } from '../../http.js';
import { type IdempotencyOptions, idempotencyHeaders } from '../../idempotency.js';
import { adminPath } from './paths.js';

export type AdminUserQuery = Omit<AdminUserListQuery, 'limit'> & { limit?: number };

/** Back-office users: search, details, balance adjustments, bans. */
export function adminUsersResource(http: Http) {
  const path = (id: string, suffix = '') => adminPath('users', id, suffix);
  return {
    /** Newest first, with `total`; `q` matches name or email, `status` all/active/banned. */
    list: (query: AdminUserQuery = {}) =>
      http.request<AdminUserPage>({ method: 'GET', path: '/api/admin/users', auth: 'admin', query }),
    get: (id: string) => http.request<AdminUserDetails>({ method: 'GET', path: path(id), auth: 'admin' }),
    /** The user's history, newest first: money, investments, sign-ins (failed too), tickets, bans. */
    timeline: (id: string, query: { limit?: number; cursor?: string } = {}) =>
      http.request<UserTimelinePage>({ method: 'GET', path: path(id, '/timeline'), auth: 'admin', query }),
    /** A signed amount (positive adds, negative subtracts) with a reason; never below zero. */
    /** At or above the four-eyes threshold nothing moves yet: the answer is `{approval}` (202). */
    adjustBalance: (id: string, input: BalanceAdjustmentRequest, options?: IdempotencyOptions) =>
      http.request<BalanceAdjustmentResponse | ApprovalResponse>({
        method: 'POST',
        path: path(id, '/balance-adjustments'),
        auth: 'admin',
        body: input,
        headers: idempotencyHeaders(options),
      }),
    /** Revokes the user's sessions; every request of theirs is refused until unbanned. */
    ban: (id: string, reason: string) =>
      http.request<AdminUserDetails>({
        method: 'POST',
        path: path(id, '/ban'),
        auth: 'admin',
        body: { reason },
      }),
    unban: (id: string) =>
      http.request<AdminUserDetails>({ method: 'POST', path: path(id, '/unban'), auth: 'admin' }),
  };
}
