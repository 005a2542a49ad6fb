import {
  authResponseSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  logoutRequestSchema,
  refreshRequestSchema,
  refreshResponseSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
} from '@tradesim/core';
import { requestOrigin } from '../../http/authenticate.js';
import { passwordRefused } from '../../http/password-refused.js';
import { defineRoute } from '../../http/route.js';
import * as auth from './service.js';

const tag = 'Auth';

export const authRoutes = [
  defineRoute({
    method: 'post',
    path: '/api/auth/register',
    summary: 'Create an account and sign in; the password has 8 to 128 characters and is not a common one',
    tag,
    auth: 'none',
    body: registerRequestSchema,
    status: 201,
    response: authResponseSchema,
    errors: [passwordRefused, 'EMAIL_TAKEN', 'RATE_LIMITED'],
    handler: ({ ctx, body, req }) => auth.register(ctx, body, requestOrigin(req)),
  }),
  defineRoute({
    method: 'post',
    path: '/api/auth/login',
    summary: 'Sign in with email and password',
    tag,
    auth: 'none',
    body: loginRequestSchema,
    response: authResponseSchema,
    errors: ['INVALID_CREDENTIALS', 'MFA_REQUIRED', 'MFA_INVALID', 'ACCOUNT_BANNED', 'RATE_LIMITED'],
    handler: ({ ctx, body, req }) => auth.login(ctx, body, requestOrigin(req)),
  }),
  defineRoute({
    method: 'post',
    path: '/api/auth/refresh',
    summary: 'Exchange a refresh token for a new session (the old token stops working)',
    tag,
    auth: 'none',
    body: refreshRequestSchema,
    response: refreshResponseSchema,
    errors: ['SESSION_EXPIRED', 'REFRESH_TOKEN_REUSED', 'ACCOUNT_BANNED'],
    handler: ({ ctx, body }) => auth.refresh(ctx, body.refreshToken),
  }),
  defineRoute({
    method: 'post',
    path: '/api/auth/logout',
    summary: "Sign out this session ('local') or every session ('global')",
    tag,
    auth: 'user',
    body: logoutRequestSchema,
    handler: async ({ ctx, auth: who, body }) => {
      await auth.logout(ctx, { userId: who.userId, sessionId: who.sessionId, scope: body.scope });
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/auth/forgot-password',
    summary: 'Send a password-reset link (accepted whether or not the email exists)',
    tag,
    auth: 'none',
    body: forgotPasswordRequestSchema,
    status: 202,
    errors: ['RATE_LIMITED'],
    handler: async ({ ctx, body, req }) => {
      await auth.forgotPassword(ctx, body.email, requestOrigin(req));
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/auth/reset-password',
    summary:
      'Set a new password with a reset link (8 to 128 characters, 12 for staff, not a common one); every session is signed out',
    tag,
    auth: 'none',
    body: resetPasswordRequestSchema,
    errors: ['RESET_TOKEN_INVALID', passwordRefused],
    handler: async ({ ctx, body }) => {
      await auth.resetPassword(ctx, body);
    },
  }),
];
