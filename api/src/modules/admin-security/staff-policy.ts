// Why it is built this way: docs/decisions/0009-staff-accounts-roles-and-policy.md
import { AppError, staffAccessFor, staffMay } from '@tradesim/core';
import type { AppContext } from '../../context.js';
import type { AdminAuth } from '../../http/authenticate.js';
import { needsSecondFactor, type StaffRoute } from '../../http/staff-policy.js';
import { lacksRequiredFactor } from './repo.js';

/**
 * What a staff member may do (docs/contract.md#staff-roles-second-factor-and-dual-control), checked before the request is read: the role
 * must reach the route's area (a GET reads it, anything else changes it), and every staff write
 * needs a session opened with a second factor while `requireStaffMfa` is on. The policy setting
 * is read only for those routes. The route layer (http/route.ts) runs it on every admin route,
 * handed in by the wiring.
 */
export async function enforceStaffPolicy(ctx: AppContext, route: StaffRoute, auth: AdminAuth): Promise<void> {
  if (!route.staff) throw new AppError('ROLE_FORBIDDEN');
  if (!staffMay(auth.role, route.staff, staffAccessFor(route.method))) throw new AppError('ROLE_FORBIDDEN');
  if (needsSecondFactor(route) && (await lacksRequiredFactor(ctx.knex, auth.sessionId)))
    throw new AppError('MFA_REQUIRED_FOR_ACTION');
}
