import type { Db } from '../../context.js';
import { insertAuditLog } from './repo.js';

/**
 * Who made a change, for `admin_action_logs`: an admin (with the request's ip and user agent),
 * or the system itself (a scheduled job) when no admin token is behind it (docs/product/admin-console.md#roles-and-permissions).
 */
export type AuditActor =
  | { type: 'admin'; adminId: string; ipAddress: string | null; userAgent: string | null }
  | { type: 'system' };

export const systemActor: AuditActor = { type: 'system' };

export interface AuditEntryInput {
  /** docs/product/admin-console.md#calls-and-audit-actions names (UPDATE_USER_BALANCE, APPROVE_TRANSACTION...) or new ones in that style. */
  action: string;
  tableName: string;
  recordId: string | null;
  oldValues?: Record<string, unknown> | null;
  newValues?: Record<string, unknown> | null;
}

/**
 * Writes one audit entry. Call it with the transaction that makes the change (docs/architecture.md#security): the entry exists exactly when the change does. The table is append-only.
 */
export async function recordAudit(trx: Db, actor: AuditActor, entry: AuditEntryInput, now: Date) {
  await insertAuditLog(trx, {
    actor_type: actor.type,
    actor_id: actor.type === 'admin' ? actor.adminId : null,
    action: entry.action,
    table_name: entry.tableName,
    record_id: entry.recordId,
    old_values: entry.oldValues ? JSON.stringify(entry.oldValues) : null,
    new_values: entry.newValues ? JSON.stringify(entry.newValues) : null,
    ip_address: actor.type === 'admin' ? actor.ipAddress : null,
    user_agent: actor.type === 'admin' ? actor.userAgent : null,
    created_at: now,
  });
}
