import { z } from 'zod';
import { validationMessages as m } from '../messages.js';
import {
  idSchema,
  optionalText,
  pageQuerySchema,
  pageSchema,
  requiredText,
  timestampSchema,
} from './common.js';
import {
  paymentSettingsSchema,
  transactionSchema,
  transactionStatusSchema,
  transactionTypeSchema,
} from './wallet.js';

export const adminTransactionListQuerySchema = pageQuerySchema.extend({
  q: z.string().trim().max(200).optional(),
  type: transactionTypeSchema.optional(),
  status: transactionStatusSchema.optional(),
  userId: idSchema.optional(),
});

/** A transaction joined with its user, as the review screen lists it. */
export const adminTransactionSchema = transactionSchema
  .extend({
    userId: idSchema,
    userEmail: z.string(),
    userFirstName: z.string().nullable(),
    userLastName: z.string().nullable(),
    processedBy: idSchema.nullable(),
    proofUrl: z.string().nullable(),
  })
  .meta({ id: 'AdminTransaction' });

export const adminTransactionPageSchema = pageSchema(adminTransactionSchema).meta({
  id: 'AdminTransactionPage',
});

export const approveRequestSchema = z.object({ notes: optionalText(1000) }).meta({ id: 'ApproveRequest' });
export const rejectRequestSchema = z
  .object({ reason: requiredText(m.rejectReasonRequired, 1000) })
  .meta({ id: 'RejectRequest' });

export const updatePaymentSettingsRequestSchema = z
  .object({ walletAddress: requiredText(m.walletAddressRequired, 100) })
  .meta({ id: 'UpdatePaymentSettingsRequest' });

export const adminPaymentSettingsSchema = paymentSettingsSchema
  .extend({ id: idSchema, isActive: z.boolean(), updatedAt: timestampSchema })
  .meta({ id: 'AdminPaymentSettings' });

export type AdminTransactionListQuery = z.input<typeof adminTransactionListQuerySchema>;
export type AdminTransaction = z.infer<typeof adminTransactionSchema>;
export type AdminPaymentSettings = z.infer<typeof adminPaymentSettingsSchema>;
export type AdminTransactionPage = z.infer<typeof adminTransactionPageSchema>;
export type UpdatePaymentSettingsRequest = z.input<typeof updatePaymentSettingsRequestSchema>;
