import {
  adminUserDetailsSchema,
  adminUserListQuerySchema,
  adminUserPageSchema,
  approvalResponseSchema,
  balanceAdjustmentRequestSchema,
  balanceAdjustmentResponseSchema,
  banRequestSchema,
  idParamsSchema,
  userTimelinePageSchema,
  userTimelineQuerySchema,
} from '@tradesim/core';
import { adminActor } from '../../http/admin-actor.js';
import { type AnyRoute, defineRoute } from '../../http/route.js';
import { adjustBalance, banUser, getUser, getUserTimeline, listUsers, unbanUser } from './service.js';

const tag = 'Admin users';

export const adminUserRoutes: AnyRoute[] = [
  defineRoute({
    method: 'get',
    path: '/api/admin/users',
    summary: 'Users, newest first: search by name or email, filter by ban status; with the total',
    tag,
    auth: 'admin',
    staff: 'users',
    query: adminUserListQuerySchema,
    response: adminUserPageSchema,
    handler: ({ ctx, query }) => listUsers(ctx, query),
  }),
  defineRoute({
    method: 'get',
    path: '/api/admin/users/:id',
    summary: "One user's details: role, balance, portfolio, ban and preferences",
    tag,
    auth: 'admin',
    staff: 'users',
    params: idParamsSchema,
    response: adminUserDetailsSchema,
    errors: ['USER_NOT_FOUND'],
    handler: ({ ctx, params }) => getUser(ctx, params.id),
  }),
  defineRoute({
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
    handler: ({ ctx, params, query }) => getUserTimeline(ctx, params.id, query),
  }),
  defineRoute({
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
    handler: ({ ctx, auth, params, body, req, clientKey }) =>
      adjustBalance(ctx, {
        userId: params.id,
        amount: body.amount,
        reason: body.reason,
        adminId: auth.adminId,
        actor: adminActor(auth, req),
        clientKey,
      }),
  }),
  defineRoute({
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
    handler: ({ ctx, auth, params, body, req }) =>
      banUser(ctx, {
        userId: params.id,
        reason: body.reason,
        adminId: auth.adminId,
        actor: adminActor(auth, req),
      }),
  }),
  defineRoute({
    method: 'post',
    path: '/api/admin/users/:id/unban',
    summary: 'Lift a ban; every ban field is cleared',
    tag,
    auth: 'admin',
    staff: 'bans',
    params: idParamsSchema,
    response: adminUserDetailsSchema,
    errors: ['USER_NOT_FOUND', 'USER_NOT_BANNED'],
    handler: ({ ctx, auth, params, req }) =>
      unbanUser(ctx, { userId: params.id, actor: adminActor(auth, req) }),
  }),
];
