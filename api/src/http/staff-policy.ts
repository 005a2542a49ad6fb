// Why it is built this way: docs/decisions/0009-staff-accounts-roles-and-policy.md
import { AppError, type StaffArea, staffAccessFor, staffMay } from '@tradesim/core';
import type { AppContext } from '../context.js';
import { lacksRequiredFactor } from '../modules/admin-security/repo.js';
import type { AdminAuth } from './authenticate.js';

/** The parts of a route the staff policy reads. */
interface StaffRoute {
  method: string;
  staff?: StaffArea;
}

/**
 * Whether a route is a staff write the staff policy covers: every change, except to the
 * member's own account (signing out, enrolling, changing their password), which a member
 * without a second factor must still be able to do.
 */
export function needsSecondFactor(route: StaffRoute): boolean {
  return staffAccessFor(route.method) === 'change' && route.staff !== 'account';
}

/**
 * What a staff member may do (docs/contract.md#staff-roles-second-factor-and-dual-control), checked before the request is read: the role
 * must reach the route's area (a GET reads it, anything else changes it), and every staff write
 * needs a session opened with a second factor while `requireStaffMfa` is on. The policy setting
 * is read only for those routes.
 */
export async function enforceStaffPolicy(ctx: AppContext, route: StaffRoute, auth: AdminAuth): Promise<void> {
  if (!route.staff) throw new AppError('ROLE_FORBIDDEN');
  if (!staffMay(auth.role, route.staff, staffAccessFor(route.method))) throw new AppError('ROLE_FORBIDDEN');
  if (needsSecondFactor(route) && (await lacksRequiredFactor(ctx.knex, auth.sessionId)))
    throw new AppError('MFA_REQUIRED_FOR_ACTION');
}
