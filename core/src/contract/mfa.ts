import {
  mfaCodeRequestSchema,
  mfaLinkSentSchema,
  mfaRecoveryCodesSchema,
  mfaSetupSchema,
  staffMfaSetupRequestSchema,
} from '../schemas/mfa.js';
import { defineContract } from './define.js';

/** What a wrong or too frequent code answers, on every step that takes one. */
const codeErrors = ['MFA_INVALID', 'RATE_LIMITED'] as const;

const enableSummary =
  'Turn two-step verification on with a code from the new secret; answers 10 single-use recovery codes, shown once';
const recoveryCodesSummary =
  'Ten new recovery codes for a current code, shown once; the old ones stop working';
const disableSummary = 'Turn two-step verification off with a current code or a recovery code';

/** A user's two-step verification (`client.me.mfa`): the same steps as staff's, under /api/me/mfa. */
export const userMfaContract = {
  setup: defineContract({
    method: 'post',
    path: '/api/me/mfa/setup',
    summary: 'A new TOTP secret for an authenticator app, not active until enabled with a code from it',
    tag: 'Me',
    auth: 'user',
    response: mfaSetupSchema,
    errors: ['MFA_ALREADY_ENABLED'],
  }),
  enable: defineContract({
    method: 'post',
    path: '/api/me/mfa/enable',
    summary: enableSummary,
    tag: 'Me',
    auth: 'user',
    body: mfaCodeRequestSchema,
    response: mfaRecoveryCodesSchema,
    errors: [...codeErrors, 'MFA_NOT_SET_UP', 'MFA_ALREADY_ENABLED'],
  }),
  regenerateRecoveryCodes: defineContract({
    method: 'post',
    path: '/api/me/mfa/recovery-codes',
    summary: recoveryCodesSummary,
    tag: 'Me',
    auth: 'user',
    body: mfaCodeRequestSchema,
    response: mfaRecoveryCodesSchema,
    errors: [...codeErrors, 'MFA_NOT_ENABLED'],
  }),
  disable: defineContract({
    method: 'post',
    path: '/api/me/mfa/disable',
    summary: disableSummary,
    tag: 'Me',
    auth: 'user',
    body: mfaCodeRequestSchema,
    errors: [...codeErrors, 'MFA_NOT_ENABLED'],
  }),
};

/**
 * A member of staff's own two-step verification (`client.admin.auth.mfa`), whatever their role
 * (their `account` area, so no audit action is named here: the steps audit themselves). Staff may
 * not set up a factor on their password alone (api/src/modules/mfa/staff-enrolment.ts).
 */
export const staffMfaContract = {
  setup: defineContract({
    method: 'post',
    path: '/api/admin/auth/mfa/setup',
    summary:
      'A new TOTP secret, not active until enabled with a code from it. The first owner gets it directly while no owner has a factor; anyone else brings the token of the one-time link mailed to them, and without one a link is mailed (202 {sent: true})',
    tag: 'Admin auth',
    auth: 'admin',
    staff: 'account',
    body: staffMfaSetupRequestSchema,
    response: mfaSetupSchema,
    accepted: mfaLinkSentSchema,
    errors: ['MFA_ALREADY_ENABLED', 'MFA_ENROLMENT_INVALID', 'RATE_LIMITED'],
  }),
  enable: defineContract({
    method: 'post',
    path: '/api/admin/auth/mfa/enable',
    summary: enableSummary,
    tag: 'Admin auth',
    auth: 'admin',
    staff: 'account',
    body: mfaCodeRequestSchema,
    response: mfaRecoveryCodesSchema,
    errors: [...codeErrors, 'MFA_NOT_SET_UP', 'MFA_ALREADY_ENABLED'],
  }),
  regenerateRecoveryCodes: defineContract({
    method: 'post',
    path: '/api/admin/auth/mfa/recovery-codes',
    summary: recoveryCodesSummary,
    tag: 'Admin auth',
    auth: 'admin',
    staff: 'account',
    body: mfaCodeRequestSchema,
    response: mfaRecoveryCodesSchema,
    errors: [...codeErrors, 'MFA_NOT_ENABLED'],
  }),
  disable: defineContract({
    method: 'post',
    path: '/api/admin/auth/mfa/disable',
    summary: disableSummary,
    tag: 'Admin auth',
    auth: 'admin',
    staff: 'account',
    body: mfaCodeRequestSchema,
    errors: [...codeErrors, 'MFA_NOT_ENABLED'],
  }),
};
