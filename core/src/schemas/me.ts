import { z } from 'zod';
import { validationMessages as m } from '../messages.js';
import { idSchema, moneySchema, percentSchema, requiredText, timestampSchema } from './common.js';
import { newPasswordSchema, passwordInputSchema } from './credentials.js';

export const userTypeSchema = z.enum(['regular', 'admin']);

/** Open investments valued now (returns already paid out are part of the balance). */
export const portfolioSchema = z
  .object({
    totalInvested: moneySchema,
    currentValue: moneySchema,
    totalReturn: moneySchema,
    totalReturnPercent: percentSchema,
  })
  .meta({ id: 'Portfolio' });

export const profileSchema = z
  .object({
    id: idSchema,
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    /** First and last name, or 'User' when the profile has none. */
    displayName: z.string(),
    avatarUrl: z.string().nullable(),
    userType: userTypeSchema,
    balance: moneySchema,
    portfolio: portfolioSchema,
    createdAt: timestampSchema,
  })
  .meta({ id: 'Profile' });

export const updateMeRequestSchema = z
  .object({
    firstName: requiredText(m.firstNameRequired, 100, m.nameTooLong).optional(),
    lastName: requiredText(m.lastNameRequired, 100, m.nameTooLong).optional(),
  })
  .meta({ id: 'UpdateMeRequest' });

/** Changing the password signs out every other session. */
export const changePasswordRequestSchema = z
  .object({
    currentPassword: passwordInputSchema,
    newPassword: newPasswordSchema,
  })
  .meta({ id: 'ChangePasswordRequest' });

export const sessionInfoSchema = z
  .object({
    id: idSchema,
    createdAt: timestampSchema,
    lastUsedAt: timestampSchema,
    expiresAt: timestampSchema,
    userAgent: z.string().nullable(),
    ipAddress: z.string().nullable(),
    /** True for the session that made this request. */
    current: z.boolean(),
  })
  .meta({ id: 'SessionInfo' });

export const sessionListSchema = z.object({ items: z.array(sessionInfoSchema) }).meta({ id: 'SessionList' });

export type Profile = z.infer<typeof profileSchema>;
export type Portfolio = z.infer<typeof portfolioSchema>;
export type UpdateMeRequest = z.input<typeof updateMeRequestSchema>;
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;
export type SessionInfo = z.infer<typeof sessionInfoSchema>;
