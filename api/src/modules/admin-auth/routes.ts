import { contract } from '@tradesim/core/contract';
import { adminActor } from '../../http/admin-actor.js';
import { bearerToken, requestOrigin } from '../../http/authenticate.js';
import { implement } from '../../http/route.js';
import { clearStaffCookie, deliverStaffSession, staffCookieToken } from '../../http/staff-cookie.js';
import * as adminAuth from './service.js';

const routes = contract.admin.auth;

export const adminAuthRoutes = [
  implement(routes.login, async ({ ctx, body, req, res }) => {
    const { admin, session } = await adminAuth.adminLogin(ctx, body, requestOrigin(req));
    return {
      admin,
      session: deliverStaffSession({ req, res, secret: ctx.jwtSecret }, session, body.session ?? 'bearer'),
    };
  }),
  implement(routes.refresh, async ({ ctx, auth, req, res }) => {
    const token = (auth.via === 'cookie' ? staffCookieToken(req) : bearerToken(req)) ?? '';
    const session = await adminAuth.adminRefresh(ctx, auth, token);
    return { session: deliverStaffSession({ req, res, secret: ctx.jwtSecret }, session, auth.via) };
  }),
  implement(routes.logout, async ({ ctx, auth, req, res }) => {
    await adminAuth.adminLogout(ctx, auth, adminActor(auth, req));
    if (auth.via === 'cookie') clearStaffCookie(req, res);
  }),
  implement(routes.session, ({ ctx, auth }) => adminAuth.adminSession(ctx, auth)),
  implement(routes.changePassword, async ({ ctx, auth, body, req }) => {
    await adminAuth.adminChangePassword(ctx, auth, adminActor(auth, req), body);
  }),
  implement(routes.sessions.list, ({ ctx, auth }) => adminAuth.adminSessions(ctx, auth)),
  implement(routes.sessions.revoke, async ({ ctx, auth, params, req }) => {
    await adminAuth.revokeAdminSession(ctx, auth, adminActor(auth, req), params.id);
  }),
];
