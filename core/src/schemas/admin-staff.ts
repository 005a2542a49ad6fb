import { z } from 'zod';
import { staffRoles } from '../staff.js';
import { timestampSchema } from './common.js';
import { emailInputSchema, newPasswordSchema } from './credentials.js';

export const staffRoleSchema = z.enum(staffRoles).meta({ id: 'StaffRole' });

/** The staff policy (docs/contract.md#staff-roles-second-factor-and-four-eyes): who needs a second factor for what. */
export const securitySettingsSchema = z
  .object({
    /** Money-moving actions, payment, staff and security settings need a session opened with a code. */
    requireStaffMfa: z.boolean(),
    updatedAt: timestampSchema,
    updatedBy: z.uuid().nullable(),
  })
  .meta({ id: 'SecuritySettings' });

export const updateSecuritySettingsRequestSchema = z
  .object({ requireStaffMfa: z.boolean() })
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
  .object({ role: staffRoleSchema.optional(), disabled: z.boolean().optional() })
  .strict()
  .refine((body) => body.role !== undefined || body.disabled !== undefined, {
    message: 'Give a role or disabled',
    path: ['role'],
  })
  .meta({ id: 'UpdateStaffRequest' });

export const acceptInviteRequestSchema = z
  .object({ token: z.string().min(1, 'Required').max(200), password: newPasswordSchema })
  .strict()
  .meta({ id: 'AcceptInviteRequest' });

export type StaffMember = z.infer<typeof staffMemberSchema>;
export type StaffInvite = z.infer<typeof staffInviteSchema>;
export type StaffList = z.infer<typeof staffListSchema>;
export type SecuritySettings = z.infer<typeof securitySettingsSchema>;
export type UpdateSecuritySettingsRequest = z.input<typeof updateSecuritySettingsRequestSchema>;
export type InviteStaffRequest = z.input<typeof inviteStaffRequestSchema>;
export type UpdateStaffRequest = z.input<typeof updateStaffRequestSchema>;
export type AcceptInviteRequest = z.input<typeof acceptInviteRequestSchema>;
