import { contract } from '@tradesim/core/contract';
import { adminActor } from '../../http/admin-actor.js';
import { type AnyRoute, implement } from '../../http/route.js';
import { adjustBalance, banUser, getUser, getUserTimeline, listUsers, unbanUser } from './service.js';

const routes = contract.admin.users;

export const adminUserRoutes: AnyRoute[] = [
  implement(routes.list, ({ ctx, query }) => listUsers(ctx, query)),
  implement(routes.get, ({ ctx, params }) => getUser(ctx, params.id)),
  implement(routes.timeline, ({ ctx, params, query }) => getUserTimeline(ctx, params.id, query)),
  implement(routes.adjustBalance, ({ ctx, auth, params, body, req, clientKey }) =>
    adjustBalance(ctx, {
      userId: params.id,
      amount: body.amount,
      reason: body.reason,
      adminId: auth.adminId,
      actor: adminActor(auth, req),
      clientKey,
    }),
  ),
  implement(routes.ban, ({ ctx, auth, params, body, req }) =>
    banUser(ctx, {
      userId: params.id,
      reason: body.reason,
      adminId: auth.adminId,
      actor: adminActor(auth, req),
    }),
  ),
  implement(routes.unban, ({ ctx, auth, params, req }) =>
    unbanUser(ctx, { userId: params.id, actor: adminActor(auth, req) }),
  ),
];
