import type {
  AcceptInviteRequest,
  AcceptInviteResponse,
  Admin,
  AdminCookieSession,
  AdminLoginRequest,
  AdminSession,
  ChangePasswordRequest,
} from '@tradesim/core';
import type { Call } from '../call.js';
import { routes } from '../generated/routes.js';
import type { Http } from '../http.js';
import { staffMfaResource } from './mfa.js';

/** A sign-in's answer: asked with `session: "cookie"`, the console's cookie session. */
type AdminSignIn<I> = I extends { session: 'cookie' }
  ? { admin: Admin; session: AdminCookieSession }
  : { admin: Admin; session: AdminSession };

const auth = routes.admin.auth;

/**
 * Back-office sign-in; the 24-hour session is kept in the client's store: the token itself
 * (CLI, scripts), or for the console (`session: "cookie"`) only the CSRF token of the HttpOnly
 * cookie the server set.
 */
export function adminAuthResource(http: Http, call: Call) {
  const keep = (session: AdminSession | AdminCookieSession) =>
    http.store.save({ ...http.store.load(), admin: session });
  return {
    /**
     * Adapted (sdk/src/contract.test-d.ts, AdaptedBySdk): the route answers either kind of
     * session; the method narrows it to the one the input asked for, and keeps it in the store.
     */
    login: async <I extends AdminLoginRequest>(input: I): Promise<AdminSignIn<I>> => {
      const response = await call(auth.login, { body: input });
      keep(response.session);
      return response as AdminSignIn<I>;
    },
    refresh: async () => {
      const response = await call(auth.refresh);
      keep(response.session);
      return response;
    },
    logout: async () => {
      try {
        await call(auth.logout);
      } finally {
        http.store.save({ ...http.store.load(), admin: null });
      }
    },
    /** An open invitation, with a new authenticator secret to enrol as it is accepted. */
    invite: (token: string) => call(auth.invite, { params: { token } }),
    /**
     * Accepts a staff invitation with a new password and (while the staff policy is on) the
     * secret and a first code: the new account is signed in, and its recovery codes answered.
     * Adapted (AdaptedBySdk) as `login` is: the session narrowed to the kind asked for.
     */
    acceptInvite: async <I extends AcceptInviteRequest>(
      input: I,
    ): Promise<AdminSignIn<I> & Pick<AcceptInviteResponse, 'recoveryCodes'>> => {
      const response = await call(auth.acceptInvite, { body: input });
      keep(response.session);
      return response as AdminSignIn<I> & Pick<AcceptInviteResponse, 'recoveryCodes'>;
    },
    session: () => call(auth.session),
    /**
     * Two-step verification of the staff account: with it on, sign-in needs a code. `setup`
     * answers `{sent: true}` when enrolment needs the link mailed to the member; `setup({token})`
     * with that link's token then gives the secret.
     */
    mfa: staffMfaResource(call),
    /** Every other session of the account (user app ones too) is signed out; this one stays. */
    changePassword: (input: ChangePasswordRequest) => call(auth.changePassword, { body: input }),
    sessions: {
      list: () => call(auth.sessions.list),
      revoke: (id: string) => call(auth.sessions.revoke, { params: { id } }),
    },
  };
}

/** Only on servers started with TRADESIM_TEST_CLOCK=1. */
export function testClockResource(call: Call) {
  return {
    get: () => call(routes.admin.testClock.get),
    advance: (ms: number) => call(routes.admin.testClock.advance, { body: { ms } }),
  };
}
