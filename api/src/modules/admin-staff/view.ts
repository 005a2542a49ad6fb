import { type ApprovalContext, fullName, type StaffInvite, type StaffMember } from '@tradesim/core';
import type { Db } from '../../context.js';
import { findStaffRow, type StaffInviteRow, type StaffRow } from './repo.js';

export function toStaffMember(row: StaffRow): StaffMember {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    role: row.staff_role,
    disabled: row.staff_disabled_at !== null,
    mfaEnabled: row.mfa_enabled,
    lastSignInAt: row.last_login_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
  };
}

export function toStaffInvite(row: StaffInviteRow): StaffInvite {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    role: row.role,
    invitedBy: row.invited_by,
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
  };
}

/** The staff member a staff change is about, read now, as its approver sees them. */
export async function staffContext(db: Db, staffId: string | null): Promise<ApprovalContext> {
  const row = staffId ? await findStaffRow(db, staffId) : undefined;
  if (!row) return {};
  const member = toStaffMember(row);
  const { id, email, role, disabled, mfaEnabled, lastSignInAt } = member;
  return {
    staff: {
      id,
      email,
      name: fullName(row.first_name, row.last_name) || row.email,
      role,
      disabled,
      mfaEnabled,
      lastSignInAt,
    },
  };
}
