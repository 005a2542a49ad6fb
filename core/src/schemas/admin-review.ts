import { z } from 'zod';
import { validationMessages as m } from '../messages.js';
import {
  dateRangeQueryFields,
  idSchema,
  optionalText,
  pageQuerySchema,
  pageSchema,
  requiredText,
  timestampSchema,
  withDateRangeCheck,
} from './common.js';
import { transactionStatusSchema, transactionTypeSchema } from './states.js';
import { paymentSettingsSchema, transactionSchema } from './wallet.js';

/** The filters staff narrow the list (and its CSV export) by. */
const adminTransactionFilterFields = {
  q: z.string().trim().max(200).optional(),
  type: transactionTypeSchema.optional(),
  status: transactionStatusSchema.optional(),
  userId: idSchema.optional(),
  ...dateRangeQueryFields,
};

export const adminTransactionListQuerySchema = withDateRangeCheck(
  pageQuerySchema.extend(adminTransactionFilterFields),
);
/** The list's filters without paging: the export is the whole filtered list. */
export const adminTransactionExportQuerySchema = withDateRangeCheck(z.object(adminTransactionFilterFields));

/** A transaction joined with its user, as the review screen lists it. */
export const adminTransactionSchema = transactionSchema
  .extend({
    userId: idSchema,
    userEmail: z.string(),
    userFirstName: z.string().nullable(),
    userLastName: z.string().nullable(),
    processedBy: idSchema.nullable(),
    /** The reviewer's email, so staff see who decided (and a losing reviewer who acted first). */
    processedByEmail: z.string().nullable(),
    proofUrl: z.string().nullable(),
    /** The dual-control request it waits on ("Awaiting second approval"), or null. */
    pendingApprovalId: idSchema.nullable(),
    /**
     * Pending, and at or above the four-eyes threshold: approving it asks a second staff member,
     * who gives a withdrawal's payout transaction id as they carry it out.
     */
    needsSecondApproval: z.boolean(),
  })
  .meta({ id: 'AdminTransaction' });

export const adminTransactionPageSchema = pageSchema(adminTransactionSchema).meta({
  id: 'AdminTransactionPage',
});

/** A TRON transaction id: 64 hex digits (a `0x` in front is dropped), kept in lower case. */
export const tronTransactionIdSchema = z
  .string()
  .trim()
  .transform((value) => value.replace(/^0x/i, '').toLowerCase())
  .pipe(z.string().regex(/^[0-9a-f]{64}$/, 'Enter the 64-character TRON transaction id of the payout'));

export const approveRequestSchema = z
  .object({
    notes: optionalText(1000),
    /** A withdrawal's payout: the TRON transaction that sent the USDT, shown to the user. */
    payoutTxHash: tronTransactionIdSchema.optional(),
  })
  .meta({ id: 'ApproveRequest' });
export const rejectRequestSchema = z
  .object({ reason: requiredText(m.rejectReasonRequired, 1000) })
  .meta({ id: 'RejectRequest' });

export const updatePaymentSettingsRequestSchema = z
  .object({
    walletAddress: requiredText(m.walletAddressRequired, 100),
    /** Why, for the second staff member asked to approve it. */
    reason: optionalText(500),
  })
  .meta({ id: 'UpdatePaymentSettingsRequest' });

export const adminPaymentSettingsSchema = paymentSettingsSchema
  .extend({ id: idSchema, isActive: z.boolean(), updatedAt: timestampSchema })
  .meta({ id: 'AdminPaymentSettings' });

export type AdminTransactionListQuery = z.input<typeof adminTransactionListQuerySchema>;
export type AdminTransactionExportQuery = z.input<typeof adminTransactionExportQuerySchema>;
export type AdminTransaction = z.infer<typeof adminTransactionSchema>;
export type AdminPaymentSettings = z.infer<typeof adminPaymentSettingsSchema>;
export type AdminTransactionPage = z.infer<typeof adminTransactionPageSchema>;
export type UpdatePaymentSettingsRequest = z.input<typeof updatePaymentSettingsRequestSchema>;
