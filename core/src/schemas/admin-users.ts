import { z } from 'zod';
import { validationMessages as m } from '../messages.js';
import {
  idSchema,
  moneyInput,
  moneySchema,
  pageQuerySchema,
  pageSchema,
  requiredText,
  timestampSchema,
} from './common.js';
import { profileSchema } from './me.js';
import { transactionSchema } from './wallet.js';

export const adminUserListQuerySchema = pageQuerySchema.extend({
  q: z.string().trim().max(200).optional(),
  status: z.enum(['all', 'active', 'banned']).default('all'),
});

/** A user as the back office lists them: the profile plus ban status and last sign-in. */
export const adminUserSchema = profileSchema
  .extend({ isBanned: z.boolean(), lastLoginAt: timestampSchema.nullable() })
  .meta({ id: 'AdminUser' });

export const adminUserPageSchema = pageSchema(adminUserSchema).meta({ id: 'AdminUserPage' });

export const adminUserDetailsSchema = adminUserSchema
  .extend({
    bannedReason: z.string().nullable(),
    bannedAt: timestampSchema.nullable(),
    bannedBy: idSchema.nullable(),
    preferences: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'AdminUserDetails' });

/**
 * What a user's timeline holds (the user details in the console): their money movements
 * (a staff adjustment apart from a deposit or withdrawal they made), investments and sales,
 * sign-ins to the app or the console (failed ones too), support tickets, bans and unbans.
 */
export const userTimelineKinds = [
  'deposit',
  'withdrawal',
  'adjustment',
  'investment',
  'sale',
  'transfer',
  'sign_in',
  'sign_in_failed',
  'ticket',
  'ban',
  'unban',
] as const;
export type UserTimelineKind = (typeof userTimelineKinds)[number];

export const userTimelineEventSchema = z
  .object({
    /** The row behind it: a transaction, sign-in, ticket or audit entry. */
    id: idSchema,
    at: timestampSchema,
    kind: z.enum(userTimelineKinds),
    /** A transaction's or ticket's status; a sign-in's outcome (signed_in, wrong_password, ...). */
    status: z.string().nullable(),
    /** Money events: the amount, unsigned; `direction` says which way it went. */
    amount: moneySchema.nullable(),
    direction: z.enum(['in', 'out']).nullable(),
    /** A transaction's description, a ticket's subject, a ban's reason. */
    detail: z.string().nullable(),
    /** Sign-ins: where from, and into which surface. */
    ipAddress: z.string().nullable(),
    userAgent: z.string().nullable(),
    surface: z.enum(['app', 'console']).nullable(),
  })
  .meta({ id: 'UserTimelineEvent' });

export const userTimelinePageSchema = pageSchema(userTimelineEventSchema).meta({ id: 'UserTimelinePage' });
export const userTimelineQuerySchema = pageQuerySchema;

/**
 * docs/product/admin-console.md#validation-rules: a missing or blank amount is "Please fill in all fields" like a missing reason;
 * one that is present but not a usable number (or zero) is "Please enter a valid amount".
 */
const adjustmentAmount = z
  .union([z.string(), z.number()], {
    error: (issue) =>
      issue.input === undefined || issue.input === null ? m.balanceFieldsRequired : m.amountInvalid,
  })
  .refine((value) => typeof value !== 'string' || value.trim() !== '', {
    message: m.balanceFieldsRequired,
    abort: true,
  })
  .pipe(moneyInput(m.amountInvalid, 'nonzero'))
  .meta({
    description: 'Signed amount in USD (positive adds, negative subtracts), at most two decimals, not zero',
    example: '-25.00',
  });

export const balanceAdjustmentRequestSchema = z
  .object({
    amount: adjustmentAmount,
    reason: requiredText(m.balanceFieldsRequired, 500),
  })
  .meta({ id: 'BalanceAdjustmentRequest' });

export const balanceAdjustmentResponseSchema = z
  .object({ user: adminUserDetailsSchema, transaction: transactionSchema })
  .meta({ id: 'BalanceAdjustmentResponse' });

export const banRequestSchema = z
  .object({ reason: requiredText(m.banReasonRequired, 500) })
  .meta({ id: 'BanRequest' });

export type AdminUserListQuery = z.input<typeof adminUserListQuerySchema>;
export type AdminUser = z.infer<typeof adminUserSchema>;
export type AdminUserDetails = z.infer<typeof adminUserDetailsSchema>;
export type BalanceAdjustmentRequest = z.input<typeof balanceAdjustmentRequestSchema>;
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;
export type BalanceAdjustmentResponse = z.infer<typeof balanceAdjustmentResponseSchema>;
export type UserTimelineEvent = z.infer<typeof userTimelineEventSchema>;
export type UserTimelinePage = z.infer<typeof userTimelinePageSchema>;
export type UserTimelineQuery = z.input<typeof userTimelineQuerySchema>;
