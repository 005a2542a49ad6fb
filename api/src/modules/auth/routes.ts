import { contract } from '@tradesim/core/contract';
import { requestOrigin } from '../../http/authenticate.js';
import { implement } from '../../http/route.js';
import * as auth from './service.js';

const routes = contract.auth;

export const authRoutes = [
  implement(routes.register, ({ ctx, body, req }) => auth.register(ctx, body, requestOrigin(req))),
  implement(routes.login, ({ ctx, body, req }) => auth.login(ctx, body, requestOrigin(req))),
  implement(routes.refresh, ({ ctx, body }) => auth.refresh(ctx, body.refreshToken)),
  implement(routes.logout, async ({ ctx, auth: who, body }) => {
    await auth.logout(ctx, { userId: who.userId, sessionId: who.sessionId, scope: body.scope });
  }),
  implement(routes.forgotPassword, async ({ ctx, body, req }) => {
    await auth.forgotPassword(ctx, body.email, requestOrigin(req));
  }),
  implement(routes.resetPassword, async ({ ctx, body }) => {
    await auth.resetPassword(ctx, body);
  }),
];
