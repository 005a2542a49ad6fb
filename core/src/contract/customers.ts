import {
  adminUserDetailsSchema,
  adminUserListQuerySchema,
  adminUserPageSchema,
  balanceAdjustmentRequestSchema,
  balanceAdjustmentResponseSchema,
  banRequestSchema,
  userTimelinePageSchema,
  userTimelineQuerySchema,
} from '../schemas/admin-users.js';
import { approvalResponseSchema } from '../schemas/approvals.js';
import { idParamsSchema } from '../schemas/common.js';
import { defineContract } from './define.js';

const tag = 'Admin users';

/** Back-office users (`client.admin.users`): search, details, history, balance adjustments, bans. */
export const adminUsersContract = {
  list: defineContract({
    method: 'get',
    path: '/api/admin/users',
    summary: 'Users, newest first: search by name or email, filter by ban status; with the total',
    tag,
    auth: 'admin',
    staff: 'users',
    query: adminUserListQuerySchema,
    response: adminUserPageSchema,
  }),
  get: defineContract({
    method: 'get',
    path: '/api/admin/users/:id',
    summary: "One user's details: role, balance, portfolio, ban and preferences",
    tag,
    auth: 'admin',
    staff: 'users',
    params: idParamsSchema,
    response: adminUserDetailsSchema,
    errors: ['USER_NOT_FOUND'],
  }),
  timeline: defineContract({
    method: 'get',
    path: '/api/admin/users/:id/timeline',
    summary:
      "One user's history, newest first and paged: deposits, withdrawals, adjustments, investments, sales, sign-ins (failed ones too, with IP and device), tickets, bans",
    tag,
    auth: 'admin',
    staff: 'users',
    params: idParamsSchema,
    query: userTimelineQuerySchema,
    response: userTimelinePageSchema,
    errors: ['USER_NOT_FOUND'],
  }),
  adjustBalance: defineContract({
    method: 'post',
    path: '/api/admin/users/:id/balance-adjustments',
    summary:
      'Add to or take from a balance (never below zero), recorded as a completed transaction; at or above the four-eyes threshold it answers 202 with an approval request instead',
    tag,
    auth: 'admin',
    staff: 'balances',
    params: idParamsSchema,
    body: balanceAdjustmentRequestSchema,
    response: balanceAdjustmentResponseSchema,
    accepted: approvalResponseSchema,
    idempotent: true,
    errors: ['USER_NOT_FOUND', 'BALANCE_WOULD_BE_NEGATIVE'],
    // Made at once below the threshold; at or above it, the request (the adjustment is then
    // recorded when approved).
    audit: ['UPDATE_USER_BALANCE', 'REQUEST_APPROVAL'],
  }),
  ban: defineContract({
    method: 'post',
    path: '/api/admin/users/:id/ban',
    summary:
      'Ban a customer with a reason; all their sessions are revoked. A staff member is not a customer: 404',
    tag,
    auth: 'admin',
    staff: 'bans',
    params: idParamsSchema,
    body: banRequestSchema,
    response: adminUserDetailsSchema,
    errors: ['USER_NOT_FOUND', 'USER_ALREADY_BANNED'],
    audit: ['BAN_USER'],
  }),
  unban: defineContract({
    method: 'post',
    path: '/api/admin/users/:id/unban',
    summary: 'Lift a ban; every ban field is cleared',
    tag,
    auth: 'admin',
    staff: 'bans',
    params: idParamsSchema,
    response: adminUserDetailsSchema,
    errors: ['USER_NOT_FOUND', 'USER_NOT_BANNED'],
    audit: ['UNBAN_USER'],
  }),
};
