import type { MfaLinkSent, MfaRecoveryCodes, MfaSetup } from '@tradesim/core';

/**
 * The account's two-step verification calls (client.me.mfa or client.admin.auth.mfa). A staff
 * member's `setup` may answer `{sent: true}`: enrolment goes through a link mailed to them.
 */
export interface TwoStepCalls {
  setup(): Promise<MfaSetup | MfaLinkSent>;
  enable(code: string): Promise<MfaRecoveryCodes>;
  regenerateRecoveryCodes(code: string): Promise<MfaRecoveryCodes>;
  disable(code: string): Promise<void>;
}
