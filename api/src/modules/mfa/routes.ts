import { contract } from '@tradesim/core/contract';
import type { Request } from 'express';
import { adminActor } from '../../http/admin-actor.js';
import type { AdminAuth } from '../../http/authenticate.js';
import { implement } from '../../http/route.js';
import * as mfa from './service.js';

const users = contract.me.mfa;
const staff = contract.admin.auth.mfa;

/** The same steps for users (`/api/me/mfa`) and staff (`/api/admin/auth/mfa`). */
export const mfaRoutesForUsers = [
  implement(users.setup, async ({ ctx, auth }) => mfa.setupMfa(ctx, await mfa.accountOf(ctx, auth.userId))),
  implement(users.enable, ({ ctx, auth, body }) =>
    mfa.enableMfa(ctx, { userId: auth.userId, sessionId: auth.sessionId }, body.code),
  ),
  implement(users.regenerateRecoveryCodes, ({ ctx, auth, body }) =>
    mfa.regenerateRecoveryCodes(ctx, auth.userId, body.code),
  ),
  implement(users.disable, async ({ ctx, auth, body }) => {
    await mfa.disableMfa(ctx, auth.userId, body.code);
  }),
];

/** Each of a member of staff's steps is audited. */
const auditOf = (who: AdminAuth, req: Request) => mfa.staffFactorAudit(adminActor(who, req));

/**
 * Staff manage their own second factor, whatever their role (their `account` area); they may not
 * set up a factor on their password alone (staff-enrolment.ts).
 */
export const mfaRoutesForStaff = [
  implement(staff.setup, ({ ctx, auth, req, body }) =>
    mfa.setupStaffFactor(ctx, auth, { token: body.token, actor: adminActor(auth, req) }),
  ),
  implement(staff.enable, ({ ctx, auth, req, body }) =>
    mfa.enableMfa(ctx, { userId: auth.adminId, sessionId: auth.sessionId }, body.code, auditOf(auth, req)),
  ),
  implement(staff.regenerateRecoveryCodes, ({ ctx, auth, req, body }) =>
    mfa.regenerateRecoveryCodes(ctx, auth.adminId, body.code, auditOf(auth, req)),
  ),
  implement(staff.disable, async ({ ctx, auth, req, body }) => {
    await mfa.disableMfa(ctx, auth.adminId, body.code, auditOf(auth, req));
  }),
];
