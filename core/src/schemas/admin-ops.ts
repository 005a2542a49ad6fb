import { z } from 'zod';
import {
  dateRangeQueryFields,
  idSchema,
  moneySchema,
  pageQuerySchema,
  pageSchema,
  timestampSchema,
  withDateRangeCheck,
} from './common.js';

export const dashboardSchema = z
  .object({
    totalUsers: z.number().int(),
    /** Last login within 7 days. */
    activeUsers: z.number().int(),
    totalAssets: z.number().int(),
    totalTransactions: z.number().int(),
    /** Sum of completed deposits. */
    totalRevenue: moneySchema,
    pendingWithdrawals: z.number().int(),
    pendingDeposits: z.number().int(),
    /** Open or in progress. */
    openTickets: z.number().int(),
    /** Dual-control requests waiting for a second staff member, of the kinds this role may see. */
    pendingApprovals: z.number().int(),
    /** When the oldest of them was asked (its age is how long money or a change has waited). */
    oldestPendingApprovalAt: timestampSchema.nullable(),
    ledger: z.object({ balanced: z.boolean(), checkedAt: timestampSchema }),
  })
  .meta({ id: 'Dashboard' });

/** The filters of the audit log (and its CSV export). */
const auditFilterFields = {
  action: z.string().trim().max(100).optional(),
  actorId: idSchema.optional(),
  tableName: z.string().trim().max(100).optional(),
  ...dateRangeQueryFields,
};

export const auditLogQuerySchema = withDateRangeCheck(pageQuerySchema.extend(auditFilterFields));
/** The log's filters without paging: the export is the whole filtered log. */
export const auditLogExportQuerySchema = withDateRangeCheck(z.object(auditFilterFields));

export const auditEntrySchema = z
  .object({
    id: idSchema,
    actorId: idSchema.nullable(),
    /** `anonymous`: nobody proven, e.g. a failed sign-in to an address that is not staff. */
    actorType: z.enum(['admin', 'system', 'anonymous']),
    actorEmail: z.string().nullable(),
    action: z.string(),
    tableName: z.string(),
    recordId: z.string().nullable(),
    /** What the record is called (an email, a symbol, a label), for a reader; null without a record. */
    targetLabel: z.string().nullable(),
    oldValues: z.record(z.string(), z.unknown()).nullable(),
    newValues: z.record(z.string(), z.unknown()).nullable(),
    ipAddress: z.string().nullable(),
    userAgent: z.string().nullable(),
    createdAt: timestampSchema,
  })
  .meta({ id: 'AuditEntry' });

export const auditLogPageSchema = pageSchema(auditEntrySchema).meta({ id: 'AuditLogPage' });

/** docs/money.md#ledger invariants and what broke them. */
export const ledgerVerifySchema = z
  .object({
    balanced: z.boolean(),
    checkedAt: timestampSchema,
    accounts: z.array(z.object({ account: z.string(), balance: moneySchema })),
    mismatches: z.array(z.object({ check: z.string(), account: z.string().nullable(), detail: z.string() })),
  })
  .meta({ id: 'LedgerVerify' });

export const jobNameSchema = z.enum(['price-tick', 'settle-matured', 'market-update', 'cleanup']);
export const jobRunParamsSchema = z.object({ name: jobNameSchema });
export const jobRunResultSchema = z
  .object({ name: jobNameSchema, ran: z.boolean(), result: z.record(z.string(), z.unknown()).nullable() })
  .meta({ id: 'JobRunResult' });

export const testClockSchema = z
  .object({ now: timestampSchema, offsetMs: z.number().int() })
  .meta({ id: 'TestClock' });
export const testClockAdvanceRequestSchema = z
  .object({
    ms: z
      .number()
      .int()
      .positive()
      .max(10 * 365 * 24 * 3_600_000),
  })
  .meta({ id: 'TestClockAdvanceRequest' });

export type Dashboard = z.infer<typeof dashboardSchema>;
export type AuditLogQuery = z.input<typeof auditLogQuerySchema>;
export type AuditLogExportQuery = z.input<typeof auditLogExportQuerySchema>;
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export type LedgerVerify = z.infer<typeof ledgerVerifySchema>;
export type JobName = z.infer<typeof jobNameSchema>;
export type TestClock = z.infer<typeof testClockSchema>;
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;
export type JobRunResult = z.infer<typeof jobRunResultSchema>;
