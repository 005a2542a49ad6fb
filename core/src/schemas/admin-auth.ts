import { z } from 'zod';
import { staffRoles } from '../staff.js';
import { timestampSchema } from './common.js';
import { emailInputSchema, passwordInputSchema } from './credentials.js';
import { mfaCodeSchema } from './mfa.js';

export const adminLoginRequestSchema = z
  .object({
    email: emailInputSchema,
    password: passwordInputSchema,
    /** Needed once two-step verification is on: a TOTP or an unused recovery code. */
    code: mfaCodeSchema.optional(),
  })
  .meta({ id: 'AdminLoginRequest' });

export const adminSchema = z
  .object({
    id: z.uuid(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    email: z.string(),
    avatarUrl: z.string().nullable(),
    /** Two-step verification is on: sign-in needs a code. */
    mfaEnabled: z.boolean(),
    /** What the staff member may do (docs/contract.md#staff-roles-second-factor-and-four-eyes); the console shows only that. */
    role: z.enum(staffRoles),
  })
  .meta({ id: 'Admin' });

/** Admin sessions last 24 hours and are renewed by another 24 on refresh. */
export const adminSessionSchema = z
  .object({ token: z.string(), expiresAt: timestampSchema })
  .meta({ id: 'AdminSession' });

export const adminLoginResponseSchema = z
  .object({ admin: adminSchema, session: adminSessionSchema })
  .meta({ id: 'AdminLoginResponse' });

export const adminRefreshResponseSchema = z
  .object({ session: adminSessionSchema })
  .meta({ id: 'AdminRefreshResponse' });
export const adminSessionResponseSchema = z
  .object({
    admin: adminSchema,
    expiresAt: timestampSchema,
    /** This session was opened with a second factor (or one was set up in it). */
    secondFactor: z.boolean(),
    /** The staff policy: money, payment, staff and security actions need `secondFactor`. */
    requireStaffMfa: z.boolean(),
  })
  .meta({ id: 'AdminSessionResponse' });

export type AdminLoginRequest = z.input<typeof adminLoginRequestSchema>;
export type Admin = z.infer<typeof adminSchema>;
export type AdminSession = z.infer<typeof adminSessionSchema>;
export type AdminLoginResponse = z.infer<typeof adminLoginResponseSchema>;
export type AdminSessionResponse = z.infer<typeof adminSessionResponseSchema>;
