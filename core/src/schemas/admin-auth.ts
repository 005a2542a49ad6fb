import { z } from 'zod';
import { staffRoles } from '../staff.js';
import { timestampSchema } from './common.js';
import { emailInputSchema, passwordInputSchema } from './credentials.js';
import { mfaCodeSchema } from './mfa.js';

/** How a staff session is handed over: as a bearer token (left out), or as the console's HttpOnly cookie. */
export const sessionDeliverySchema = z.enum(['cookie']);

export const adminLoginRequestSchema = z
  .object({
    email: emailInputSchema,
    password: passwordInputSchema,
    /** Needed once two-step verification is on: a TOTP or an unused recovery code. */
    code: mfaCodeSchema.optional(),
    /**
     * `cookie`: the console's way; the session is set as an HttpOnly cookie and answered with
     * its CSRF token, not its token. Left out: the token is answered for bearer use (CLI, scripts).
     */
    session: sessionDeliverySchema.optional(),
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
    /** What the staff member may do (docs/contract.md#staff-roles-second-factor-and-dual-control); the console shows only that. */
    role: z.enum(staffRoles),
  })
  .meta({ id: 'Admin' });

/** Admin sessions last 24 hours and are renewed by another 24 on refresh. */
export const adminSessionSchema = z
  .object({ token: z.string(), expiresAt: timestampSchema })
  .meta({ id: 'AdminSession' });

/**
 * The console's session: held in an HttpOnly cookie the page cannot read, so what it is
 * answered is the `csrfToken` every write through the cookie sends as `X-CSRF-Token`.
 */
export const adminCookieSessionSchema = z
  .object({ expiresAt: timestampSchema, csrfToken: z.string() })
  .meta({ id: 'AdminCookieSession' });

/** A staff session as sign-in answers it: a bearer token, or (asked with `session: "cookie"`) a cookie. */
const anyAdminSessionSchema = z.union([adminSessionSchema, adminCookieSessionSchema]);

export const adminLoginResponseSchema = z
  .object({ admin: adminSchema, session: anyAdminSessionSchema })
  .meta({ id: 'AdminLoginResponse' });

export const adminRefreshResponseSchema = z
  .object({ session: anyAdminSessionSchema })
  .meta({ id: 'AdminRefreshResponse' });
export const adminSessionResponseSchema = z
  .object({
    admin: adminSchema,
    expiresAt: timestampSchema,
    /** This session was opened with a second factor (or one was set up in it). */
    secondFactor: z.boolean(),
    /** The staff policy: every staff write needs `secondFactor`. */
    requireStaffMfa: z.boolean(),
    /** For a session held in the console's cookie: the token its writes send as `X-CSRF-Token`. */
    csrfToken: z.string().optional(),
  })
  .meta({ id: 'AdminSessionResponse' });

export type AdminLoginRequest = z.input<typeof adminLoginRequestSchema>;
export type Admin = z.infer<typeof adminSchema>;
export type AdminSession = z.infer<typeof adminSessionSchema>;
export type AdminCookieSession = z.infer<typeof adminCookieSessionSchema>;
export type AdminLoginResponse = z.infer<typeof adminLoginResponseSchema>;
export type AdminSessionResponse = z.infer<typeof adminSessionResponseSchema>;
