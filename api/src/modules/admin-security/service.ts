import type { SecuritySettings, UpdateSecuritySettingsRequest } from '@tradesim/core';
import type { AppContext, Db } from '../../context.js';
import type { AdminAuth } from '../../http/authenticate.js';
import { type Accepted, accepted } from '../../http/route.js';
import type { ApprovalKindHandler } from '../admin-approvals/kind.js';
import { requestApproval } from '../admin-approvals/request.js';
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

/** Sets the staff policy, as approved; the audit log keeps who did it and from what. */
async function applySecuritySettings(
  ctx: AppContext,
  trx: Db,
  change: { requireStaffMfa: boolean; adminId: string; actor: AuditActor },
): Promise<void> {
  const now = ctx.clock.now();
  const before = await lockSecuritySettingsRow(trx);
  if (before.require_staff_mfa === change.requireStaffMfa) return;
  const after = await writeSecuritySettings(trx, { ...change, now });
  await recordAudit(
    trx,
    change.actor,
    {
      action: 'UPDATE_SECURITY_SETTINGS',
      tableName: 'security_settings',
      recordId: null,
      oldValues: { requireStaffMfa: before.require_staff_mfa },
      newValues: { requireStaffMfa: after.require_staff_mfa },
    },
    now,
  );
}

const policyText = (on: boolean) => (on ? 'on' : 'off');

/** The staff policy, changed only when a second owner approves. */
export const securitySettingsApproval: ApprovalKindHandler = {
  summarize: (row) =>
    `Turn the staff second-factor policy ${policyText(row.request.requireStaffMfa === true)}`,
  context: async (_db, row) => ({
    before: { requireStaffMfa: row.request.requireStaffMfa !== true },
    after: { requireStaffMfa: row.request.requireStaffMfa === true },
  }),
  carryOut: async (ctx, trx, { row, approverId, actor }) => {
    await applySecuritySettings(ctx, trx, {
      requireStaffMfa: row.request.requireStaffMfa === true,
      adminId: approverId,
      actor,
    });
  },
};

/**
 * Asks to turn the staff policy on or off: the rules that bind staff change only on two owners'
 * word (202). Asking for what already holds changes nothing.
 */
export async function updateSecuritySettings(
  ctx: AppContext,
  auth: AdminAuth,
  actor: AuditActor,
  input: UpdateSecuritySettingsRequest,
): Promise<SecuritySettings | Accepted> {
  return ctx.knex.transaction(async (trx) => {
    const before = await lockSecuritySettingsRow(trx);
    if (before.require_staff_mfa === input.requireStaffMfa) return toSecuritySettings(before);
    const approval = await requestApproval(ctx, trx, securitySettingsApproval, {
      kind: 'security_settings',
      amount: null,
      userId: null,
      transactionId: null,
      request: { requireStaffMfa: input.requireStaffMfa },
      note: input.reason ?? null,
      requestedBy: auth.adminId,
      actor,
    });
    return accepted({ approval });
  });
}
