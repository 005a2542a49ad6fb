import { z } from 'zod';
import { validationMessages as m } from '../messages.js';
import { historyRanges, maxHistoryPoints } from '../portfolio-history.js';
import { idSchema, moneySchema, percentSchema, requiredText, timestampSchema } from './common.js';
import { newPasswordSchema, passwordInputSchema } from './credentials.js';

export const userTypeSchema = z.enum(['regular', 'admin']);

/**
 * The user's money valued now. `totalInvested` and `currentValue` cover the open investments;
 * `netWorth` is the balance plus `currentValue`; `realisedReturn` is every return already
 * credited (matured or sold), `unrealisedReturn` the simulated return of the open ones, and
 * `totalReturn` their sum, all time, as a percent of all the principal ever invested.
 * `change24h` is the change of net worth over the last 24 hours less the money moved in or
 * out in them (deposits, withdrawals, admin adjustments).
 */
export const portfolioSchema = z
  .object({
    totalInvested: moneySchema,
    currentValue: moneySchema,
    netWorth: moneySchema,
    realisedReturn: moneySchema,
    unrealisedReturn: moneySchema,
    totalReturn: moneySchema,
    totalReturnPercent: percentSchema,
    change24h: z.object({ amount: moneySchema, percent: percentSchema }),
  })
  .meta({ id: 'Portfolio' });

export const portfolioHistoryQuerySchema = z.object({
  range: z.enum(historyRanges).default('1d'),
});

/** One point: net worth = cash (the balance) + invested (the open investments' value then). */
export const portfolioPointSchema = z
  .object({ time: timestampSchema, netWorth: moneySchema, cash: moneySchema, invested: moneySchema })
  .meta({ id: 'PortfolioPoint' });

/** Ascending, at most 300 points; the last is the live one, valued now. */
export const portfolioHistorySchema = z
  .object({ points: z.array(portfolioPointSchema).min(1).max(maxHistoryPoints) })
  .meta({ id: 'PortfolioHistory' });

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
    /** Two-step verification is on: sign-in and withdrawals need a code. */
    mfaEnabled: z.boolean(),
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
export type PortfolioHistoryQuery = z.input<typeof portfolioHistoryQuerySchema>;
export type PortfolioPoint = z.infer<typeof portfolioPointSchema>;
export type PortfolioHistory = z.infer<typeof portfolioHistorySchema>;
export type UpdateMeRequest = z.input<typeof updateMeRequestSchema>;
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;
export type SessionInfo = z.infer<typeof sessionInfoSchema>;
