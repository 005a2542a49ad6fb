import { z } from 'zod';
import { validationMessages as m } from '../messages.js';
import { requiredText, timestampSchema } from './common.js';
import { emailInputSchema, newPasswordSchema, passwordInputSchema } from './credentials.js';
import { profileSchema } from './me.js';
import { mfaCodeSchema } from './mfa.js';

export const registerRequestSchema = z
  .object({
    email: emailInputSchema,
    password: newPasswordSchema,
    firstName: requiredText(m.firstNameRequired, 100, m.nameTooLong),
    lastName: requiredText(m.lastNameRequired, 100, m.nameTooLong),
  })
  .meta({ id: 'RegisterRequest' });

export const loginRequestSchema = z
  .object({
    email: emailInputSchema,
    password: passwordInputSchema,
    /** Needed once two-step verification is on: a TOTP or an unused recovery code. */
    code: mfaCodeSchema.optional(),
  })
  .meta({ id: 'LoginRequest' });

export const refreshRequestSchema = z
  .object({
    refreshToken: z
      .string({ error: 'Refresh token is required' })
      .min(1, 'Refresh token is required')
      .max(500),
  })
  .meta({ id: 'RefreshRequest' });

/** `local` signs out this session, `global` every session of the user. */
export const logoutRequestSchema = z
  .object({ scope: z.enum(['local', 'global'], { error: m.logoutScopeInvalid }).default('local') })
  .meta({ id: 'LogoutRequest' });

export const forgotPasswordRequestSchema = z
  .object({ email: emailInputSchema })
  .meta({ id: 'ForgotPasswordRequest' });

export const resetPasswordRequestSchema = z
  .object({
    token: z.string({ error: 'Reset token is required' }).min(1, 'Reset token is required').max(500),
    password: newPasswordSchema,
  })
  .meta({ id: 'ResetPasswordRequest' });

/** A user session: a 15-minute access token and its rotating refresh token. */
export const sessionSchema = z
  .object({ accessToken: z.string(), refreshToken: z.string(), expiresAt: timestampSchema })
  .meta({ id: 'Session' });

export const authResponseSchema = z
  .object({ user: profileSchema, session: sessionSchema })
  .meta({ id: 'AuthResponse' });
export const refreshResponseSchema = z.object({ session: sessionSchema }).meta({ id: 'RefreshResponse' });

export type RegisterRequest = z.input<typeof registerRequestSchema>;
export type LoginRequest = z.input<typeof loginRequestSchema>;
export type LogoutRequest = z.input<typeof logoutRequestSchema>;
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;
export type Session = z.infer<typeof sessionSchema>;
export type AuthResponse = z.infer<typeof authResponseSchema>;
