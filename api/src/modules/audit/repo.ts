import type { Db } from '../../context.js';

export interface AuditLogRow {
  actor_type: 'admin' | 'system' | 'anonymous';
  actor_id: string | null;
  action: string;
  table_name: string;
  record_id: string | null;
  target_label: string | null;
  old_values: string | null;
  new_values: string | null;
  ip_address: string | null;
  user_agent: string | null;
  created_at: Date;
}

/** Appends one row to `admin_action_logs` (append-only: nothing here updates or deletes). */
export async function insertAuditLog(db: Db, row: AuditLogRow): Promise<void> {
  await db('admin_action_logs').insert(row);
}

/**
 * What each table's records are called by a reader: an email, a symbol, a label. A table not
 * listed has no name for its records (the entry shows the id alone).
 */
const labelQueries: Record<string, string> = {
  profiles: 'SELECT email AS label FROM profiles WHERE id = ?',
  assets: 'SELECT symbol AS label FROM assets WHERE id = ?',
  investment_durations: 'SELECT label FROM investment_durations WHERE id = ?',
  support_tickets: 'SELECT subject AS label FROM support_tickets WHERE id = ?',
  staff_invites: 'SELECT email AS label FROM staff_invites WHERE id = ?',
  sessions: `SELECT p.email || ' · ' || coalesce(s.user_agent, 'unknown device') AS label
               FROM sessions s JOIN profiles p ON p.id = s.user_id WHERE s.id = ?`,
  transactions: `SELECT initcap(t.type) || ' ' || to_char(t.amount, 'FM"$"999,999,999,999,999,990.00')
                        || ' · ' || p.email AS label
                   FROM transactions t JOIN profiles p ON p.id = t.user_id WHERE t.id = ?`,
  approvals: `SELECT initcap(replace(a.kind, '_', ' '))
                     || coalesce(' ' || to_char(a.amount, 'FM"$"999,999,999,999,999,990.00'), '')
                     || coalesce(' · ' || p.email, '') AS label
                FROM approvals a LEFT JOIN profiles p ON p.id = a.user_id WHERE a.id = ?`,
};

/** The record's name now, or null when its table has none or it is gone. */
export async function findTargetLabel(db: Db, tableName: string, recordId: string): Promise<string | null> {
  const sql = labelQueries[tableName];
  if (!sql || !/^[0-9a-f-]{36}$/i.test(recordId)) return null;
  const result = await db.raw<{ rows: { label: string | null }[] }>(sql, [recordId]);
  return result.rows[0]?.label ?? null;
}
