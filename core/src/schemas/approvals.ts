import { z } from 'zod';
import { approvalKinds } from '../four-eyes.js';
import { staffRoles } from '../staff.js';
import { tronTransactionIdSchema } from './admin-review.js';
import { idSchema, moneySchema, optionalText, requiredText, timestampSchema } from './common.js';
import { approvalStatusSchema, transactionStatusSchema, transactionTypeSchema } from './states.js';

export const approvalKindSchema = z.enum(approvalKinds).meta({ id: 'ApprovalKind' });

/** A setting's value before or after the change a request asks for, by field. */
const settingValuesSchema = z.record(z.string(), z.union([z.string(), z.boolean(), z.null()]));

/**
 * What the approver needs to see to decide, read when the request is read (balances are those
 * of now, not of when it was asked): the customer, the transaction, or the staff member it is
 * about, and the values before and after it is carried out.
 */
export const approvalContextSchema = z
  .object({
    user: z
      .object({
        id: idSchema,
        email: z.string(),
        name: z.string(),
        balance: moneySchema,
        joinedAt: timestampSchema,
        lastSignInAt: timestampSchema.nullable(),
      })
      .optional(),
    staff: z
      .object({
        id: idSchema,
        email: z.string(),
        name: z.string(),
        role: z.enum(staffRoles),
        disabled: z.boolean(),
        mfaEnabled: z.boolean(),
        lastSignInAt: timestampSchema.nullable(),
      })
      .optional(),
    transaction: z
      .object({
        id: idSchema,
        type: transactionTypeSchema,
        status: transactionStatusSchema,
        amount: moneySchema,
        fee: moneySchema,
        netAmount: moneySchema,
        createdAt: timestampSchema,
        transactionHash: z.string().nullable().optional(),
        walletAddress: z.string().nullable().optional(),
        /** Whether this user was paid out to this address before (a new address deserves a look). */
        walletSeenBefore: z.boolean().optional(),
        /** The deposit's proof of payment, for the approver to open. */
        proofUrl: z.string().nullable().optional(),
      })
      .optional(),
    before: settingValuesSchema.optional(),
    after: settingValuesSchema.optional(),
  })
  .meta({ id: 'ApprovalContext' });

/**
 * A dual-control request: what was asked (`kind`; `amount` and `userId` for money, `userId` the
 * staff member for a staff change), by whom and why (`note`), what became of it, and the
 * `context` an approver decides on.
 */
export const approvalSchema = z
  .object({
    id: idSchema,
    kind: approvalKindSchema,
    /** The size of a movement of money: an adjustment's absolute amount, or the transaction's. */
    amount: moneySchema.nullable(),
    /** For an adjustment: its sign ("credit" adds, "debit" takes); a withdrawal debits, a deposit credits. */
    direction: z.enum(['credit', 'debit']).nullable(),
    /** The customer whose money moves, or the staff member a staff change is about. */
    userId: idSchema.nullable(),
    userEmail: z.string().nullable(),
    transactionId: idSchema.nullable(),
    /** One line that says what is asked ("Deposit of $2,000.00 for ann@example.com"). */
    summary: z.string(),
    requestedBy: idSchema,
    requestedByEmail: z.string(),
    note: z.string().nullable(),
    status: approvalStatusSchema,
    createdAt: timestampSchema,
    /** A pending request lapses at this time (72 hours after it was asked). */
    expiresAt: timestampSchema,
    decidedBy: idSchema.nullable(),
    decidedByEmail: z.string().nullable(),
    decidedAt: timestampSchema.nullable(),
    /** Why it was rejected. */
    reason: z.string().nullable(),
    context: approvalContextSchema,
  })
  .meta({ id: 'Approval' });

export const approvalResponseSchema = z.object({ approval: approvalSchema }).meta({ id: 'ApprovalResponse' });

export const approvalListQuerySchema = z
  .object({ status: approvalStatusSchema.optional() })
  .meta({ id: 'ApprovalListQuery' });

export const approvalListSchema = z.object({ items: z.array(approvalSchema) }).meta({ id: 'ApprovalList' });

/** Approving: a withdrawal's payout transaction id is given here, by the second person. */
export const approveApprovalRequestSchema = z
  .object({
    payoutTxHash: tronTransactionIdSchema.optional(),
  })
  .strict()
  .meta({ id: 'ApproveApprovalRequest' });

export const rejectApprovalRequestSchema = z
  .object({ reason: requiredText('Give a reason', 1000) })
  .meta({ id: 'RejectApprovalRequest' });

/** The optional reason a staff member gives when asking for a dual-controlled change. */
export const requestReasonSchema = optionalText(500);

export type Approval = z.infer<typeof approvalSchema>;
export type ApprovalContext = z.infer<typeof approvalContextSchema>;
export type ApprovalResponse = z.infer<typeof approvalResponseSchema>;
export type ApprovalListQuery = z.input<typeof approvalListQuerySchema>;
export type ApproveApprovalRequest = z.input<typeof approveApprovalRequestSchema>;
export type RejectApprovalRequest = z.input<typeof rejectApprovalRequestSchema>;
