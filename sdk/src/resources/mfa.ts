import type { StaffMfaSetupRequest } from '@tradesim/core';
import type { Call } from '../call.js';
import { routes } from '../generated/routes.js';

/**
 * Two-step verification of the signed-in account: `setup` gives a secret for an authenticator
 * app, `enable` turns it on with a code from it (and answers 10 recovery codes, shown once),
 * `disable` turns it off with a code or a recovery code. Users and staff alike.
 */
export function mfaResource(call: Call) {
  const mfa = routes.me.mfa;
  return {
    setup: () => call(mfa.setup),
    enable: (code: string) => call(mfa.enable, { body: { code } }),
    /** Ten new recovery codes (shown once); the old ones stop working. */
    regenerateRecoveryCodes: (code: string) => call(mfa.regenerateRecoveryCodes, { body: { code } }),
    disable: (code: string) => call(mfa.disable, { body: { code } }),
  };
}

/**
 * The same steps for a member of staff's own account (`client.admin.auth.mfa`). `setup` answers
 * `{sent: true}` when enrolment needs the link mailed to the member; `setup({token})` with that
 * link's token then gives the secret.
 */
export function staffMfaResource(call: Call) {
  const mfa = routes.admin.auth.mfa;
  return {
    setup: (input: StaffMfaSetupRequest = {}) => call(mfa.setup, { body: input }),
    enable: (code: string) => call(mfa.enable, { body: { code } }),
    /** Ten new recovery codes (shown once); the old ones stop working. */
    regenerateRecoveryCodes: (code: string) => call(mfa.regenerateRecoveryCodes, { body: { code } }),
    disable: (code: string) => call(mfa.disable, { body: { code } }),
  };
}
