import type { Db } from '../../context.js';

export interface SecuritySettingsRow {
  require_staff_mfa: boolean;
  updated_at: Date;
  updated_by: string | null;
}

/** The staff policy's one row (the migration creates it). */
export async function findSecuritySettingsRow(db: Db): Promise<SecuritySettingsRow | undefined> {
  return db('security_settings').where('id', 1).first('require_staff_mfa', 'updated_at', 'updated_by');
}

/** Whether staff need a second factor for sensitive actions; on if the row is missing. */
export async function requireStaffMfa(db: Db): Promise<boolean> {
  return (await findSecuritySettingsRow(db))?.require_staff_mfa ?? true;
}

/** Locks the row for a change (creating it first if someone deleted it). */
export async function lockSecuritySettingsRow(db: Db): Promise<SecuritySettingsRow> {
  await db.raw('INSERT INTO security_settings (id) VALUES (1) ON CONFLICT (id) DO NOTHING');
  return db('security_settings')
    .where('id', 1)
    .forUpdate()
    .first('require_staff_mfa', 'updated_at', 'updated_by');
}

export async function writeSecuritySettings(
  db: Db,
  change: { requireStaffMfa: boolean; adminId: string; now: Date },
): Promise<SecuritySettingsRow> {
  const [row] = await db('security_settings')
    .where('id', 1)
    .update({ require_staff_mfa: change.requireStaffMfa, updated_at: change.now, updated_by: change.adminId })
    .returning(['require_staff_mfa', 'updated_at', 'updated_by']);
  return row;
}

/** A new deployment's staff MFA policy, as its operator configured it (no admin made the change). */
export async function setInitialStaffMfaPolicy(db: Db, requireStaffMfa: boolean): Promise<void> {
  await db('security_settings').update({ require_staff_mfa: requireStaffMfa });
}
