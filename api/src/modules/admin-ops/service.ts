import {
  type AuditEntry,
  type AuditLogPage,
  approvalKindsVisibleTo,
  type Dashboard,
  formatMoney,
  type LedgerVerify,
  type StaffRole,
} from '@tradesim/core';
import type { AppContext } from '../../context.js';
import { decodeCursor, pageOf } from '../../db/cursor.js';
import { keysetCsv } from '../../http/csv.js';
import { verifyLedger } from '../ledger/service.js';
import {
  type AuditFilter,
  type AuditRow,
  countAuditEntries,
  listAuditPage,
  readDashboardCounts,
} from './repo.js';

export { runJobNow } from './jobs.js';

/** docs/product/admin-console.md#constants-and-limits: an active user signed in within the last 7 days. */
const activeWindowMs = 7 * 24 * 3_600_000;

/** The dashboard's cards (docs/product/admin-console.md#screens), with the ledger check of docs/money.md#invariants. */
export async function getDashboard(ctx: AppContext, role: StaffRole): Promise<Dashboard> {
  const now = ctx.clock.now();
  const counts = await readDashboardCounts(ctx.knex, {
    activeSince: new Date(now.getTime() - activeWindowMs),
    now,
    approvalKinds: approvalKindsVisibleTo(role),
  });
  const ledger = await verifyLedger(ctx.knex, now);
  return {
    totalUsers: counts.total_users,
    activeUsers: counts.active_users,
    totalAssets: counts.total_assets,
    totalTransactions: counts.total_transactions,
    totalRevenue: formatMoney(counts.total_revenue),
    pendingWithdrawals: counts.pending_withdrawals,
    pendingDeposits: counts.pending_deposits,
    openTickets: counts.open_tickets,
    pendingApprovals: counts.pending_approvals,
    oldestPendingApprovalAt: counts.oldest_pending_approval_at?.toISOString() ?? null,
    ledger: { balanced: ledger.balanced, checkedAt: ledger.checkedAt },
  };
}

function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    actorId: row.actor_id,
    actorType: row.actor_type,
    actorEmail: row.actor_email,
    action: row.action,
    tableName: row.table_name,
    recordId: row.record_id,
    targetLabel: row.target_label,
    oldValues: row.old_values,
    newValues: row.new_values,
    ipAddress: row.ip_address,
    userAgent: row.user_agent,
    createdAt: row.created_at.toISOString(),
  };
}

function auditFilterOf(query: AuditFilter): AuditFilter {
  const { action, actorId, tableName, from, to } = query;
  return { action, actorId, tableName, from, to };
}

/** The audit log, newest first, filtered by action, actor or table. */
export async function listAuditLog(
  ctx: AppContext,
  query: AuditFilter & { limit: number; cursor?: string | undefined },
): Promise<AuditLogPage> {
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const filter = auditFilterOf(query);
  const rows = await listAuditPage(ctx.knex, filter, { limit: query.limit + 1, after });
  const { items, nextCursor } = pageOf(rows, query.limit);
  return {
    items: items.map(toAuditEntry),
    nextCursor,
    total: await countAuditEntries(ctx.knex, filter),
  };
}

export async function checkLedger(ctx: AppContext): Promise<LedgerVerify> {
  return verifyLedger(ctx.knex, ctx.clock.now());
}

/** The columns of the audit log's export, in order; values are JSON as the API returns them. */
const auditCsvHeader = [
  'Date',
  'Actor',
  'Actor type',
  'Action',
  'Table',
  'Record',
  'Target',
  'Old values',
  'New values',
  'IP address',
  'User agent',
  'ID',
] as const;

function auditCsvFields(entry: AuditEntry): (string | null)[] {
  return [
    entry.createdAt,
    entry.actorEmail ?? entry.actorId ?? entry.actorType,
    entry.actorType,
    entry.action,
    entry.tableName,
    entry.recordId,
    entry.targetLabel,
    entry.oldValues ? JSON.stringify(entry.oldValues) : null,
    entry.newValues ? JSON.stringify(entry.newValues) : null,
    entry.ipAddress,
    entry.userAgent,
    entry.id,
  ];
}

/** The whole filtered log as CSV, newest first (see keysetCsv). */
export function exportAuditLogCsv(ctx: AppContext, query: AuditFilter): AsyncGenerator<string> {
  const filter = auditFilterOf(query);
  return keysetCsv(
    auditCsvHeader,
    (page) => listAuditPage(ctx.knex, filter, page),
    (row) => auditCsvFields(toAuditEntry(row)),
  );
}
