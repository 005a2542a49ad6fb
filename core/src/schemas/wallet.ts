import { z } from 'zod';
import { validationMessages as m } from '../messages.js';
import { trc20Messages } from '../validation/trc20.js';
import {
  idSchema,
  moneyInput,
  moneySchema,
  optionalText,
  pageQuerySchema,
  pageSchema,
  timestampSchema,
} from './common.js';
import { mfaCodeSchema } from './mfa.js';
import { transactionStatusSchema, transactionTypeSchema } from './states.js';

export const paymentSettingsSchema = z
  .object({
    paymentMethod: z.literal('usdt_trc20'),
    network: z.literal('TRC20'),
    walletAddress: z.string(),
    qrCodeUrl: z.string().nullable(),
  })
  .meta({ id: 'PaymentSettings' });

/** The text fields of the multipart deposit form; the image arrives as the `proof` file. */
export const depositRequestSchema = z
  .object({
    amount: moneyInput(m.amountInvalid),
    transactionHash: optionalText(200, m.transactionHashTooLong),
  })
  .meta({ id: 'DepositRequest' });

/** The address is checked fully (format and checksum) by the withdrawal rule in core. */
export const withdrawalRequestSchema = z
  .object({
    amount: moneyInput(m.amountInvalid),
    walletAddress: z.string({ error: trc20Messages.required }).trim().min(1, trc20Messages.required).max(100),
    /** A current code, when the user has two-step verification on. */
    code: mfaCodeSchema.optional(),
  })
  .meta({ id: 'WithdrawalRequest' });

export const transactionSchema = z
  .object({
    id: idSchema,
    type: transactionTypeSchema,
    amount: moneySchema,
    fee: moneySchema,
    netAmount: moneySchema,
    status: transactionStatusSchema,
    description: z.string().nullable(),
    assetSymbol: z.string().nullable(),
    assetName: z.string().nullable(),
    transactionHash: z.string().nullable(),
    walletAddress: z.string().nullable(),
    hasProof: z.boolean(),
    adminNotes: z.string().nullable(),
    processedAt: timestampSchema.nullable(),
    createdAt: timestampSchema,
    updatedAt: timestampSchema,
  })
  .meta({ id: 'Transaction' });

export const transactionListQuerySchema = pageQuerySchema.extend({
  type: z.enum(['all', 'deposit', 'withdrawal', 'buy', 'sell']).default('all'),
  status: transactionStatusSchema.optional(),
});

export const transactionPageSchema = pageSchema(transactionSchema).meta({ id: 'TransactionPage' });

export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;
export type DepositRequest = z.input<typeof depositRequestSchema>;
export type WithdrawalRequest = z.input<typeof withdrawalRequestSchema>;
export type Transaction = z.infer<typeof transactionSchema>;
export type TransactionListQuery = z.input<typeof transactionListQuerySchema>;
export type TransactionPage = z.infer<typeof transactionPageSchema>;
