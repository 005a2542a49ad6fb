import type { StaffInvite, StaffMember } from '@tradesim/core';
import type { StaffInviteRow, StaffRow } from './repo.js';

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
