import type { Db } from '../../context.js';

export interface AuditLogRow {
  actor_type: 'admin' | 'system';
  actor_id: string | null;
  action: string;
  table_name: string;
  record_id: string | null;
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
