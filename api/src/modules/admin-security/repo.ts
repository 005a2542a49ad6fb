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

/**
 * Whether the staff policy refuses this session's writes: the policy is on (or its row is
 * missing) and the session was not opened with a second factor (nor had one set up in it). One
 * statement, read from the rows themselves: a member may have enrolled in the session, or turned
 * their factor off, since any copy of it was taken.
 */
export async function lacksRequiredFactor(db: Db, sessionId: string): Promise<boolean> {
  const result = await db.raw<{ rows: { refused: boolean }[] }>(
    `SELECT coalesce((SELECT require_staff_mfa FROM security_settings WHERE id = 1), true)
        AND NOT coalesce((SELECT second_factor FROM sessions WHERE id = ?), false) AS refused`,
    [sessionId],
  );
  return result.rows[0]?.refused === true;
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
