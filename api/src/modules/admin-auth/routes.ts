import {
  adminLoginRequestSchema,
  adminLoginResponseSchema,
  adminRefreshResponseSchema,
  adminSessionResponseSchema,
  changePasswordRequestSchema,
  idParamsSchema,
  sessionListSchema,
} from '@tradesim/core';
import { adminActor } from '../../http/admin-actor.js';
import { bearerToken, requestOrigin } from '../../http/authenticate.js';
import { passwordRefused } from '../../http/password-refused.js';
import { defineRoute } from '../../http/route.js';
import { clearStaffCookie, deliverStaffSession, staffCookieToken } from '../../http/staff-cookie.js';
import * as adminAuth from './service.js';

const tag = 'Admin auth';

export const adminAuthRoutes = [
  defineRoute({
    method: 'post',
    path: '/api/admin/auth/login',
    summary: 'Sign in to the back office (admins only); the session lasts 24 hours',
    tag,
    auth: 'none',
    body: adminLoginRequestSchema,
    response: adminLoginResponseSchema,
    errors: [
      'INVALID_CREDENTIALS',
      'MFA_REQUIRED',
      'MFA_INVALID',
      'ADMIN_REQUIRED',
      'STAFF_DISABLED',
      'ACCOUNT_BANNED',
      'RATE_LIMITED',
    ],
    handler: async ({ ctx, body, req, res }) => {
      const { admin, session } = await adminAuth.adminLogin(ctx, body, requestOrigin(req));
      return {
        admin,
        session: deliverStaffSession({ req, res, secret: ctx.jwtSecret }, session, body.session ?? 'bearer'),
      };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/admin/auth/refresh',
    summary: 'Extend the admin session by 24 hours',
    tag,
    auth: 'admin',
    staff: 'account',
    response: adminRefreshResponseSchema,
    handler: async ({ ctx, auth, req, res }) => {
      const token = (auth.via === 'cookie' ? staffCookieToken(req) : bearerToken(req)) ?? '';
      const session = await adminAuth.adminRefresh(ctx, auth, token);
      return { session: deliverStaffSession({ req, res, secret: ctx.jwtSecret }, session, auth.via) };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/admin/auth/logout',
    summary: 'Sign out: the session record is deleted',
    tag,
    auth: 'admin',
    staff: 'account',
    handler: async ({ ctx, auth, req, res }) => {
      await adminAuth.adminLogout(ctx, auth, adminActor(auth, req));
      if (auth.via === 'cookie') clearStaffCookie(req, res);
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/admin/auth/session',
    summary: 'The admin behind the token',
    tag,
    auth: 'admin',
    staff: 'account',
    response: adminSessionResponseSchema,
    handler: ({ ctx, auth }) => adminAuth.adminSession(ctx, auth),
  }),
  defineRoute({
    method: 'post',
    path: '/api/admin/auth/password',
    summary:
      "Change the admin's own password (12 to 128 characters, not a common one); every other session of the account is signed out. After 10 wrong current passwords in 15 minutes: 429",
    tag,
    auth: 'admin',
    staff: 'account',
    body: changePasswordRequestSchema,
    errors: ['CURRENT_PASSWORD_INCORRECT', passwordRefused, 'RATE_LIMITED'],
    handler: async ({ ctx, auth, body, req }) => {
      await adminAuth.adminChangePassword(ctx, auth, adminActor(auth, req), body);
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/admin/auth/sessions',
    summary: "The admin's live back-office sessions",
    tag,
    auth: 'admin',
    staff: 'account',
    response: sessionListSchema,
    handler: ({ ctx, auth }) => adminAuth.adminSessions(ctx, auth),
  }),
  defineRoute({
    method: 'delete',
    path: '/api/admin/auth/sessions/:id',
    summary: 'End one of the admin’s own back-office sessions',
    tag,
    auth: 'admin',
    staff: 'account',
    params: idParamsSchema,
    errors: ['SESSION_NOT_FOUND'],
    handler: async ({ ctx, auth, params, req }) => {
      await adminAuth.revokeAdminSession(ctx, auth, adminActor(auth, req), params.id);
    },
  }),
];
