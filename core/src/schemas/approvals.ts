import { z } from 'zod';
import { idSchema, moneySchema, timestampSchema } from './common.js';

export const approvalKindSchema = z
  .enum(['balance_adjustment', 'withdrawal_approval'])
  .meta({ id: 'ApprovalKind' });
export const approvalStatusSchema = z
  .enum(['pending', 'approved', 'rejected'])
  .meta({ id: 'ApprovalStatus' });

/**
 * A four-eyes request (docs/contract.md#staff-roles-second-factor-and-four-eyes): what was asked (`kind`, `amount`, for `userId`, on
 * `transactionId` for a withdrawal), by whom and why (`note`), and what became of it.
 */
export const approvalSchema = z
  .object({
    id: idSchema,
    kind: approvalKindSchema,
    /** The size of the movement: an adjustment's absolute amount, or the withdrawal's amount. */
    amount: moneySchema,
    /** For an adjustment: its sign ("credit" adds, "debit" takes). */
    direction: z.enum(['credit', 'debit']),
    userId: idSchema,
    userEmail: z.string(),
    transactionId: idSchema.nullable(),
    requestedBy: idSchema,
    requestedByEmail: z.string(),
    note: z.string().nullable(),
    status: approvalStatusSchema,
    createdAt: timestampSchema,
    decidedBy: idSchema.nullable(),
    decidedByEmail: z.string().nullable(),
    decidedAt: timestampSchema.nullable(),
    /** Why it was rejected. */
    reason: z.string().nullable(),
  })
  .meta({ id: 'Approval' });

export const approvalResponseSchema = z.object({ approval: approvalSchema }).meta({ id: 'ApprovalResponse' });

export const approvalListQuerySchema = z
  .object({ status: approvalStatusSchema.optional() })
  .meta({ id: 'ApprovalListQuery' });

export const approvalListSchema = z.object({ items: z.array(approvalSchema) }).meta({ id: 'ApprovalList' });

export const rejectApprovalRequestSchema = z
  .object({ reason: z.string().trim().min(1, 'Give a reason').max(1000, 'At most 1000 characters') })
  .meta({ id: 'RejectApprovalRequest' });

export type Approval = z.infer<typeof approvalSchema>;
export type ApprovalResponse = z.infer<typeof approvalResponseSchema>;
export type ApprovalKind = z.infer<typeof approvalKindSchema>;
export type ApprovalStatus = z.infer<typeof approvalStatusSchema>;
export type ApprovalListQuery = z.input<typeof approvalListQuerySchema>;
export type RejectApprovalRequest = z.input<typeof rejectApprovalRequestSchema>;
