import { mfaCodeRequestSchema, mfaRecoveryCodesSchema, mfaSetupSchema } from '@tradesim/core';
import { defineRoute } from '../../http/route.js';
import * as mfa from './service.js';

const codeErrors = ['MFA_INVALID', 'RATE_LIMITED'] as const;

/** The same three steps for users (`/api/me/mfa`) and staff (`/api/admin/auth/mfa`). */
function mfaRoutes(base: string, auth: 'user' | 'admin', tag: string) {
  // Staff manage their own second factor, whatever their role.
  const staffArea = auth === 'admin' ? { staff: 'account' as const } : {};
  const idOf = (who: { kind: 'user'; userId: string } | { kind: 'admin'; adminId: string }) =>
    who.kind === 'user' ? who.userId : who.adminId;
  return [
    defineRoute({
      method: 'post',
      path: `${base}/setup`,
      summary: 'A new TOTP secret for an authenticator app, not active until enabled with a code from it',
      tag,
      auth,
      ...staffArea,
      response: mfaSetupSchema,
      errors: ['MFA_ALREADY_ENABLED'],
      handler: async ({ ctx, auth: who }) => mfa.setupMfa(ctx, await mfa.accountOf(ctx, idOf(who))),
    }),
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
      handler: ({ ctx, auth: who, body }) =>
        mfa.enableMfa(ctx, { userId: idOf(who), sessionId: who.sessionId }, body.code),
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
      handler: ({ ctx, auth: who, body }) => mfa.regenerateRecoveryCodes(ctx, idOf(who), body.code),
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
      handler: async ({ ctx, auth: who, body }) => {
        await mfa.disableMfa(ctx, idOf(who), body.code);
      },
    }),
  ];
}

export const mfaRoutesForUsers = mfaRoutes('/api/me/mfa', 'user', 'Me');
export const mfaRoutesForStaff = mfaRoutes('/api/admin/auth/mfa', 'admin', 'Admin auth');
