import { contract } from '@tradesim/core/contract';
import { requestOrigin } from '../../http/authenticate.js';
import { implement } from '../../http/route.js';
import * as me from './service.js';

const routes = contract.me;

export const meRoutes = [
  implement(routes.get, ({ ctx, auth }) => me.getMe(ctx, auth.userId)),
  implement(routes.portfolioHistory, ({ ctx, auth, query }) =>
    me.getPortfolioHistory(ctx, auth.userId, query.range),
  ),
  implement(routes.update, ({ ctx, auth, body }) => me.updateMe(ctx, auth.userId, body)),
  implement(routes.changePassword, async ({ ctx, auth, body, req }) => {
    await me.changePassword(ctx, { ...auth, ip: requestOrigin(req).ipAddress }, body);
  }),
  implement(contract.sessions.list, ({ ctx, auth }) => me.listSessions(ctx, { ...auth, kind: 'user' })),
  implement(contract.sessions.revoke, async ({ ctx, auth, params }) => {
    await me.revokeOwnSession(ctx, { userId: auth.userId, kind: 'user' }, params.id);
  }),
];
