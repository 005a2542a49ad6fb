// Why it is built this way: docs/decisions/0009-staff-accounts-roles-and-policy.md
import { type StaffArea, staffAccessFor } from '@tradesim/core';

/** The parts of a route the staff policy reads. */
export interface StaffRoute {
  method: string;
  staff?: StaffArea;
}

/**
 * Whether a route is a staff write the staff policy covers: every change, except to the
 * member's own account (signing out, enrolling, changing their password), which a member
 * without a second factor must still be able to do. The check itself reads the policy setting
 * and the session, so it is the admin-security module's (modules/admin-security/staff-policy.ts),
 * handed to the route layer by the wiring.
 */
export function needsSecondFactor(route: StaffRoute): boolean {
  return staffAccessFor(route.method) === 'change' && route.staff !== 'account';
}
