import type { SecuritySettings, UpdateSecuritySettingsRequest } from '@tradesim/core';
import type { AppContext } from '../../context.js';
import type { AdminAuth } from '../../http/authenticate.js';
import { type AuditActor, recordAudit } from '../audit/service.js';
import {
  findSecuritySettingsRow,
  lockSecuritySettingsRow,
  type SecuritySettingsRow,
  writeSecuritySettings,
} from './repo.js';

function toSecuritySettings(row: SecuritySettingsRow): SecuritySettings {
  return {
    requireStaffMfa: row.require_staff_mfa,
    updatedAt: row.updated_at.toISOString(),
    updatedBy: row.updated_by,
  };
}

export async function getSecuritySettings(ctx: AppContext): Promise<SecuritySettings> {
  const row = await findSecuritySettingsRow(ctx.knex);
  return row
    ? toSecuritySettings(row)
    : { requireStaffMfa: true, updatedAt: ctx.clock.now().toISOString(), updatedBy: null };
}

/** Turns the staff policy on or off; the audit log keeps who did it and from what. */
export async function updateSecuritySettings(
  ctx: AppContext,
  auth: AdminAuth,
  actor: AuditActor,
  input: UpdateSecuritySettingsRequest,
): Promise<SecuritySettings> {
  const now = ctx.clock.now();
  return ctx.knex.transaction(async (trx) => {
    const before = await lockSecuritySettingsRow(trx);
    if (before.require_staff_mfa === input.requireStaffMfa) return toSecuritySettings(before);
    const after = await writeSecuritySettings(trx, {
      requireStaffMfa: input.requireStaffMfa,
      adminId: auth.adminId,
      now,
    });
    await recordAudit(
      trx,
      actor,
      {
        action: 'UPDATE_SECURITY_SETTINGS',
        tableName: 'security_settings',
        recordId: null,
        oldValues: { requireStaffMfa: before.require_staff_mfa },
        newValues: { requireStaffMfa: after.require_staff_mfa },
      },
      now,
    );
    return toSecuritySettings(after);
  });
}
