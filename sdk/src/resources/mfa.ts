import type { MfaRecoveryCodes, MfaSetup } from '@tradesim/core';
import type { Http } from '../http.js';

/**
 * Two-step verification of the signed-in account: `setup` gives a secret for an authenticator
 * app, `enable` turns it on with a code from it (and answers 10 recovery codes, shown once),
 * `disable` turns it off with a code or a recovery code. Users and staff alike.
 */
export function mfaResource(http: Http, base: '/api/me/mfa' | '/api/admin/auth/mfa', auth: 'user' | 'admin') {
  return {
    setup: () => http.request<MfaSetup>({ method: 'POST', path: `${base}/setup`, auth }),
    enable: (code: string) =>
      http.request<MfaRecoveryCodes>({ method: 'POST', path: `${base}/enable`, auth, body: { code } }),
    /** Ten new recovery codes (shown once); the old ones stop working. */
    regenerateRecoveryCodes: (code: string) =>
      http.request<MfaRecoveryCodes>({
        method: 'POST',
        path: `${base}/recovery-codes`,
        auth,
        body: { code },
      }),
    disable: (code: string) =>
      http.request<void>({ method: 'POST', path: `${base}/disable`, auth, body: { code } }),
  };
}
