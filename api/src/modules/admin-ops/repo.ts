import type { Knex } from 'knex';
import type { Db } from '../../context.js';
import { type KeysetPage, newestFirst } from '../../db/cursor.js';

export interface DashboardCounts {
  total_users: number;
  active_users: number;
  total_assets: number;
  total_transactions: number;
  total_revenue: string;
  pending_withdrawals: number;
  pending_deposits: number;
  open_tickets: number;
  pending_approvals: number;
  oldest_pending_approval_at: Date | null;
}

/**
 * Every figure of the dashboard in one round trip; users are customers, never staff. Revenue is what users paid in: completed
 * deposits they made, not the deposit rows an admin's balance adjustment is recorded as.
 */
export async function readDashboardCounts(
  db: Db,
  input: { activeSince: Date; now: Date; approvalKinds: readonly string[] },
): Promise<DashboardCounts> {
  const result = await db.raw(
    `SELECT
       (SELECT count(*)::int FROM profiles WHERE user_type = 'regular') AS total_users,
       (SELECT count(*)::int FROM profiles WHERE user_type = 'regular' AND last_login_at >= ?)
         AS active_users,
       (SELECT count(*)::int FROM assets) AS total_assets,
       (SELECT count(*)::int FROM transactions) AS total_transactions,
       (SELECT coalesce(sum(amount), 0)::text FROM transactions
         WHERE type = 'deposit' AND status = 'completed' AND origin = 'user') AS total_revenue,
       (SELECT count(*)::int FROM transactions WHERE type = 'withdrawal' AND status = 'pending')
         AS pending_withdrawals,
       (SELECT count(*)::int FROM transactions WHERE type = 'deposit' AND status = 'pending')
         AS pending_deposits,
       (SELECT count(*)::int FROM support_tickets WHERE status IN ('open', 'in_progress')) AS open_tickets,
       p.pending_approvals, p.oldest_pending_approval_at
     FROM (SELECT count(*)::int AS pending_approvals, min(created_at) AS oldest_pending_approval_at
             FROM approvals
            WHERE status = 'pending' AND expires_at > ? AND kind = ANY(?::text[])) p`,
    [input.activeSince, input.now, [...input.approvalKinds]],
  );
  return result.rows[0];
}

export interface AuditFilter {
  action?: string | undefined;
  actorId?: string | undefined;
  tableName?: string | undefined;
  /** Written at or after (inclusive). */
  from?: string | undefined;
  /** Written before (exclusive). */
  to?: string | undefined;
}

export interface AuditRow {
  id: string;
  actor_id: string | null;
  actor_type: 'admin' | 'system' | 'anonymous';
  actor_email: string | null;
  action: string;
  table_name: string;
  record_id: string | null;
  target_label: string | null;
  old_values: Record<string, unknown> | null;
  new_values: Record<string, unknown> | null;
  ip_address: string | null;
  user_agent: string | null;
  created_at: Date;
  cursor_at: string;
}

function applyAuditFilter(query: Knex.QueryBuilder, filter: AuditFilter): Knex.QueryBuilder {
  if (filter.action) query.where('l.action', filter.action);
  if (filter.actorId) query.where('l.actor_id', filter.actorId);
  if (filter.tableName) query.where('l.table_name', filter.tableName);
  if (filter.from) query.where('l.created_at', '>=', new Date(filter.from));
  if (filter.to) query.where('l.created_at', '<', new Date(filter.to));
  return query;
}

/** One page of the audit log, newest first, by keyset (created_at, id), with the actor's email. */
export async function listAuditPage(db: Db, filter: AuditFilter, page: KeysetPage): Promise<AuditRow[]> {
  const query = applyAuditFilter(db('admin_action_logs as l'), filter)
    .leftJoin('profiles as p', 'p.id', 'l.actor_id')
    .select([
      'l.id',
      'l.actor_id',
      'l.actor_type',
      'p.email as actor_email',
      'l.action',
      'l.table_name',
      'l.record_id',
      'l.target_label',
      'l.old_values',
      'l.new_values',
      'l.ip_address',
      'l.user_agent',
      'l.created_at',
    ]);
  return newestFirst(db, query, page, 'l');
}

export async function countAuditEntries(db: Db, filter: AuditFilter): Promise<number> {
  const [row] = await applyAuditFilter(db('admin_action_logs as l'), filter).count<
    { count: number | string }[]
  >('* as count');
  return Number(row?.count ?? 0);
}
