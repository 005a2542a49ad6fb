import { z } from 'zod';
import { validationMessages as m } from '../messages.js';
import {
  idSchema,
  moneyInput,
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
 * Admin spec §5: a missing or blank amount is "Please fill in all fields" like a missing reason;
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
