import {
  authResponseSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  logoutRequestSchema,
  refreshRequestSchema,
  refreshResponseSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
} from '../schemas/auth.js';
import { defineContract } from './define.js';
import { passwordRefused } from './password-refused.js';

const tag = 'Auth';

/** A user's sign-up, sign-in, session refresh and the password-reset flow. */
export const authContract = {
  register: defineContract({
    method: 'post',
    path: '/api/auth/register',
    summary: 'Create an account and sign in; the password has 8 to 128 characters and is not a common one',
    tag,
    auth: 'none',
    body: registerRequestSchema,
    status: 201,
    response: authResponseSchema,
    errors: [passwordRefused, 'EMAIL_TAKEN', 'RATE_LIMITED'],
  }),
  login: defineContract({
    method: 'post',
    path: '/api/auth/login',
    summary: 'Sign in with email and password',
    tag,
    auth: 'none',
    body: loginRequestSchema,
    response: authResponseSchema,
    errors: ['INVALID_CREDENTIALS', 'MFA_REQUIRED', 'MFA_INVALID', 'ACCOUNT_BANNED', 'RATE_LIMITED'],
  }),
  refresh: defineContract({
    method: 'post',
    path: '/api/auth/refresh',
    summary: 'Exchange a refresh token for a new session (the old token stops working)',
    tag,
    auth: 'none',
    body: refreshRequestSchema,
    response: refreshResponseSchema,
    errors: ['SESSION_EXPIRED', 'REFRESH_TOKEN_REUSED', 'ACCOUNT_BANNED'],
  }),
  logout: defineContract({
    method: 'post',
    path: '/api/auth/logout',
    summary: "Sign out this session ('local') or every session ('global')",
    tag,
    auth: 'user',
    body: logoutRequestSchema,
  }),
  forgotPassword: defineContract({
    method: 'post',
    path: '/api/auth/forgot-password',
    summary: 'Send a password-reset link (accepted whether or not the email exists)',
    tag,
    auth: 'none',
    body: forgotPasswordRequestSchema,
    status: 202,
    errors: ['RATE_LIMITED'],
  }),
  resetPassword: defineContract({
    method: 'post',
    path: '/api/auth/reset-password',
    summary:
      'Set a new password with a reset link (8 to 128 characters, 12 for staff, not a common one); every session is signed out',
    tag,
    auth: 'none',
    body: resetPasswordRequestSchema,
    errors: ['RESET_TOKEN_INVALID', passwordRefused],
  }),
};
