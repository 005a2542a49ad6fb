import {
  mfaCodeRequestSchema,
  mfaLinkSentSchema,
  mfaRecoveryCodesSchema,
  mfaSetupSchema,
  staffMfaSetupRequestSchema,
} from '@tradesim/core';
import type { Request } from 'express';
import { adminActor } from '../../http/admin-actor.js';
import type { AdminAuth, UserAuth } from '../../http/authenticate.js';
import { defineRoute } from '../../http/route.js';
import * as mfa from './service.js';

const codeErrors = ['MFA_INVALID', 'RATE_LIMITED'] as const;

type Who = UserAuth | AdminAuth;

const idOf = (who: Who) => (who.kind === 'user' ? who.userId : who.adminId);

/**
 * The same steps for users (`/api/me/mfa`) and staff (`/api/admin/auth/mfa`). Staff may not set
 * up a factor on their password alone (staff-enrolment.ts), and each of their steps is audited.
 */
function mfaRoutes(base: string, tag: string, staff: boolean) {
  // Staff manage their own second factor, whatever their role (their `account` area).
  const auth = staff ? ('admin' as const) : ('user' as const);
  const staffArea = staff ? { staff: 'account' as const } : {};
  const auditOf = (who: Who, req: Request) =>
    who.kind === 'admin' ? mfa.staffFactorAudit(adminActor(who, req)) : undefined;
  const setup = staff
    ? defineRoute({
        method: 'post',
        path: `${base}/setup`,
        summary:
          'A new TOTP secret, not active until enabled with a code from it. The first owner gets it directly while no owner has a factor; anyone else brings the token of the one-time link mailed to them, and without one a link is mailed (202 {sent: true})',
        tag,
        auth,
        ...staffArea,
        body: staffMfaSetupRequestSchema,
        response: mfaSetupSchema,
        accepted: mfaLinkSentSchema,
        errors: ['MFA_ALREADY_ENABLED', 'MFA_ENROLMENT_INVALID', 'RATE_LIMITED'],
        handler: ({ ctx, auth: who, req, body }) =>
          mfa.setupStaffFactor(ctx, who as AdminAuth, {
            token: body.token,
            actor: adminActor(who as AdminAuth, req),
          }),
      })
    : defineRoute({
        method: 'post',
        path: `${base}/setup`,
        summary: 'A new TOTP secret for an authenticator app, not active until enabled with a code from it',
        tag,
        auth,
        response: mfaSetupSchema,
        errors: ['MFA_ALREADY_ENABLED'],
        handler: async ({ ctx, auth: who }) => mfa.setupMfa(ctx, await mfa.accountOf(ctx, idOf(who))),
      });
  return [
    setup,
    defineRoute({
      method: 'post',
      path: `${base}/enable`,
      summary:
        'Turn two-step verification on with a code from the new secret; answers 10 single-use recovery codes, shown once',
      tag,
      auth,
      ...staffArea,
      body: mfaCodeRequestSchema,
      response: mfaRecoveryCodesSchema,
      errors: [...codeErrors, 'MFA_NOT_SET_UP', 'MFA_ALREADY_ENABLED'],
      handler: ({ ctx, auth: who, req, body }) =>
        mfa.enableMfa(ctx, { userId: idOf(who), sessionId: who.sessionId }, body.code, auditOf(who, req)),
    }),
    defineRoute({
      method: 'post',
      path: `${base}/recovery-codes`,
      summary: 'Ten new recovery codes for a current code, shown once; the old ones stop working',
      tag,
      auth,
      ...staffArea,
      body: mfaCodeRequestSchema,
      response: mfaRecoveryCodesSchema,
      errors: [...codeErrors, 'MFA_NOT_ENABLED'],
      handler: ({ ctx, auth: who, req, body }) =>
        mfa.regenerateRecoveryCodes(ctx, idOf(who), body.code, auditOf(who, req)),
    }),
    defineRoute({
      method: 'post',
      path: `${base}/disable`,
      summary: 'Turn two-step verification off with a current code or a recovery code',
      tag,
      auth,
      ...staffArea,
      body: mfaCodeRequestSchema,
      errors: [...codeErrors, 'MFA_NOT_ENABLED'],
      handler: async ({ ctx, auth: who, req, body }) => {
        await mfa.disableMfa(ctx, idOf(who), body.code, auditOf(who, req));
      },
    }),
  ];
}

export const mfaRoutesForUsers = mfaRoutes('/api/me/mfa', 'Me', false);
export const mfaRoutesForStaff = mfaRoutes('/api/admin/auth/mfa', 'Admin auth', true);
