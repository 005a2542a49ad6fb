import { z } from 'zod';
import { staffRoles } from '../staff.js';
import { adminLoginResponseSchema, sessionDeliverySchema } from './admin-auth.js';
import { requestReasonSchema } from './approvals.js';
import { timestampSchema } from './common.js';
import { emailInputSchema, newPasswordSchema } from './credentials.js';
import { mfaCodeSchema } from './mfa.js';

export const staffRoleSchema = z.enum(staffRoles).meta({ id: 'StaffRole' });

/** The staff policy (docs/contract.md#staff-roles-second-factor-and-dual-control): who needs a second factor for what. */
export const securitySettingsSchema = z
  .object({
    /** Money-moving actions, payment, staff and security settings need a session opened with a code. */
    requireStaffMfa: z.boolean(),
    updatedAt: timestampSchema,
    updatedBy: z.uuid().nullable(),
  })
  .meta({ id: 'SecuritySettings' });

export const updateSecuritySettingsRequestSchema = z
  .object({ requireStaffMfa: z.boolean(), reason: requestReasonSchema })
  .strict()
  .meta({ id: 'UpdateSecuritySettingsRequest' });

/** A staff member as the Staff screen lists them. */
export const staffMemberSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    role: staffRoleSchema,
    disabled: z.boolean(),
    mfaEnabled: z.boolean(),
    lastSignInAt: timestampSchema.nullable(),
    createdAt: timestampSchema,
  })
  .meta({ id: 'StaffMember' });

/** An invitation not yet accepted. */
export const staffInviteSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    role: staffRoleSchema,
    invitedBy: z.uuid(),
    createdAt: timestampSchema,
    expiresAt: timestampSchema,
  })
  .meta({ id: 'StaffInvite' });

export const staffListSchema = z
  .object({ items: z.array(staffMemberSchema), invites: z.array(staffInviteSchema) })
  .meta({ id: 'StaffList' });

const staffNameSchema = z.string().trim().min(1, 'Required').max(100, 'At most 100 characters');

export const inviteStaffRequestSchema = z
  .object({
    email: emailInputSchema,
    firstName: staffNameSchema,
    lastName: staffNameSchema,
    role: staffRoleSchema,
  })
  .strict()
  .meta({ id: 'InviteStaffRequest' });

export const inviteStaffResponseSchema = z
  .object({ invite: staffInviteSchema })
  .meta({ id: 'InviteStaffResponse' });

export const updateStaffRequestSchema = z
  .object({
    role: staffRoleSchema.optional(),
    disabled: z.boolean().optional(),
    /** Why, for the owner asked to approve it. */
    reason: requestReasonSchema,
  })
  .strict()
  .refine((body) => body.role !== undefined || body.disabled !== undefined, {
    message: 'Give a role or disabled',
    path: ['role'],
  })
  .meta({ id: 'UpdateStaffRequest' });

/**
 * Accepting enrols the second factor at once: `secret` as `GET /api/admin/auth/invite/:token`
 * gave it, and a first `code` from the authenticator. Both are required while the staff policy
 * is on; without them the member can enrol later only through a mailed link.
 */
export const acceptInviteRequestSchema = z
  .object({
    token: z.string().min(1, 'Required').max(200),
    password: newPasswordSchema,
    secret: z
      .string()
      .trim()
      .regex(/^[A-Z2-7]{16,64}=*$/, 'Invalid secret')
      .optional(),
    code: mfaCodeSchema.optional(),
    /** `cookie`: the console's way, as at sign-in. */
    session: sessionDeliverySchema.optional(),
  })
  .strict()
  .meta({ id: 'AcceptInviteRequest' });

/** An open invitation as its page shows it, with a new secret to enrol at acceptance. */
export const inviteDetailsSchema = z
  .object({
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    role: staffRoleSchema,
    expiresAt: timestampSchema,
    /** Base32, for typing into an authenticator by hand; not stored until accepted with a code. */
    secret: z.string(),
    otpauthUrl: z.string(),
    /** Whether a second factor must be enrolled to accept (the staff policy). */
    requireStaffMfa: z.boolean(),
  })
  .meta({ id: 'InviteDetails' });

export const inviteTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });

/** The new member's session and, when they enrolled, their recovery codes (shown once). */
export const acceptInviteResponseSchema = adminLoginResponseSchema
  .extend({ recoveryCodes: z.array(z.string()).length(10).optional() })
  .meta({ id: 'AcceptInviteResponse' });

/** An owner asks to reset a member's second factor (a second owner approves). */
export const mfaResetRequestSchema = z
  .object({ reason: requestReasonSchema })
  .strict()
  .meta({ id: 'MfaResetRequest' });

export type StaffMember = z.infer<typeof staffMemberSchema>;
export type StaffInvite = z.infer<typeof staffInviteSchema>;
export type StaffList = z.infer<typeof staffListSchema>;
export type SecuritySettings = z.infer<typeof securitySettingsSchema>;
export type UpdateSecuritySettingsRequest = z.input<typeof updateSecuritySettingsRequestSchema>;
export type InviteStaffRequest = z.input<typeof inviteStaffRequestSchema>;
export type UpdateStaffRequest = z.input<typeof updateStaffRequestSchema>;
export type AcceptInviteRequest = z.input<typeof acceptInviteRequestSchema>;
export type AcceptInviteResponse = z.infer<typeof acceptInviteResponseSchema>;
export type InviteDetails = z.infer<typeof inviteDetailsSchema>;
export type MfaResetRequest = z.input<typeof mfaResetRequestSchema>;
