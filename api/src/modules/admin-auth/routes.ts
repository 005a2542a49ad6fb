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
    handler: ({ ctx, body, req }) => adminAuth.adminLogin(ctx, body, requestOrigin(req)),
  }),
  defineRoute({
    method: 'post',
    path: '/api/admin/auth/refresh',
    summary: 'Extend the admin session by 24 hours',
    tag,
    auth: 'admin',
    staff: 'account',
    response: adminRefreshResponseSchema,
    handler: ({ ctx, auth, req }) => adminAuth.adminRefresh(ctx, auth, bearerToken(req) ?? ''),
  }),
  defineRoute({
    method: 'post',
    path: '/api/admin/auth/logout',
    summary: 'Sign out: the session record is deleted',
    tag,
    auth: 'admin',
    staff: 'account',
    handler: async ({ ctx, auth }) => {
      await adminAuth.adminLogout(ctx, auth);
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
