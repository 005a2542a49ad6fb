// Why it is built this way: docs/decisions/0011-audit-trail.md
import type { AuditAction } from '@tradesim/core';
import type { Db } from '../../context.js';
import { findTargetLabel, insertAuditLog } from './repo.js';

/**
 * Who made a change, for `admin_action_logs`: a staff member (with the request's ip and user
 * agent), the system itself (a scheduled job) when no staff token is behind it
 * (docs/product/admin-console.md#roles-and-permissions), or nobody proven (a failed sign-in).
 *
 * A change carried out by a dual-control approval names the approver as its actor and, in
 * `approval`, the request and who asked for it: every entry it writes records both halves.
 */
export type AuditActor =
  | {
      type: 'admin';
      adminId: string;
      ipAddress: string | null;
      userAgent: string | null;
      approval?: { id: string; requestedBy: string };
    }
  | { type: 'system' }
  | { type: 'anonymous'; ipAddress: string | null; userAgent: string | null };

export const systemActor: AuditActor = { type: 'system' };

export interface AuditEntryInput {
  action: AuditAction;
  tableName: string;
  recordId: string | null;
  /**
   * What the record is called for a reader. Left out, it is read from the record as it stands
   * after the change (pass it when the change deletes the record).
   */
  targetLabel?: string | null;
  oldValues?: Record<string, unknown> | null;
  newValues?: Record<string, unknown> | null;
}

function newValuesOf(actor: AuditActor, entry: AuditEntryInput): Record<string, unknown> | null {
  const approval = actor.type === 'admin' ? actor.approval : undefined;
  if (!approval) return entry.newValues ?? null;
  return { ...entry.newValues, requestedBy: approval.requestedBy, approvalId: approval.id };
}

/**
 * Writes one audit entry. Call it with the transaction that makes the change (docs/architecture.md#security): the entry exists exactly when the change does. The table is append-only.
 */
export async function recordAudit(trx: Db, actor: AuditActor, entry: AuditEntryInput, now: Date) {
  const targetLabel =
    entry.targetLabel !== undefined
      ? entry.targetLabel
      : entry.recordId
        ? await findTargetLabel(trx, entry.tableName, entry.recordId)
        : null;
  const newValues = newValuesOf(actor, entry);
  const origin = actor.type === 'system' ? { ipAddress: null, userAgent: null } : actor;
  await insertAuditLog(trx, {
    actor_type: actor.type,
    actor_id: actor.type === 'admin' ? actor.adminId : null,
    action: entry.action,
    table_name: entry.tableName,
    record_id: entry.recordId,
    target_label: targetLabel,
    old_values: entry.oldValues ? JSON.stringify(entry.oldValues) : null,
    new_values: newValues ? JSON.stringify(newValues) : null,
    ip_address: origin.ipAddress,
    user_agent: origin.userAgent,
    created_at: now,
  });
}
