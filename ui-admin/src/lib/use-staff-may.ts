import { type StaffAccess, type StaffArea, type StaffRole, staffMay, staffRoleLabels } from '@tradesim/core';
import { useCallback } from 'react';
import { useAdminAuth } from './auth-context.js';

/**
 * What the signed-in staff member's role allows, by core's one table (the server enforces the
 * same): `may('approvals')` to read, `may('staff', 'change')` to change. Nobody signed in may
 * do nothing.
 */
export function useStaffMay(): (area: StaffArea, access?: StaffAccess) => boolean {
  const { admin } = useAdminAuth();
  const role = admin?.role;
  return useCallback(
    (area: StaffArea, access: StaffAccess = 'read') => (role ? staffMay(role, area, access) : false),
    [role],
  );
}

/** "Finance": the role's name, the part of its label before the colon. */
export function roleName(role: StaffRole): string {
  return staffRoleLabels[role].split(':')[0] ?? role;
}
