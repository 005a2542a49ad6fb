import type {
  AcceptInviteRequest,
  AcceptInviteResponse,
  Admin,
  AdminCookieSession,
  AdminLoginRequest,
  AdminSession,
  AdminSessionResponse,
  ChangePasswordRequest,
  InviteDetails,
  SessionInfo,
  TestClock,
} from '@tradesim/core';
import { createCall } from '../call.js';
import type { Http } from '../http.js';
import { staffMfaResource } from './mfa.js';

/** A sign-in's answer: asked with `session: "cookie"`, the console's cookie session. */
type AdminSignIn<I> = I extends { session: 'cookie' }
  ? { admin: Admin; session: AdminCookieSession }
  : { admin: Admin; session: AdminSession };

/**
 * Back-office sign-in; the 24-hour session is kept in the client's store: the token itself
 * (CLI, scripts), or for the console (`session: "cookie"`) only the CSRF token of the HttpOnly
 * cookie the server set.
 */
export function adminAuthResource(http: Http) {
  const keep = (session: AdminSession | AdminCookieSession) =>
    http.store.save({ ...http.store.load(), admin: session });
  return {
    login: async <I extends AdminLoginRequest>(input: I): Promise<AdminSignIn<I>> => {
      const response = await http.request<AdminSignIn<I>>({
        method: 'POST',
        path: '/api/admin/auth/login',
        auth: 'none',
        body: input,
      });
      keep(response.session);
      return response;
    },
    refresh: async () => {
      const response = await http.request<{ session: AdminSession | AdminCookieSession }>({
        method: 'POST',
        path: '/api/admin/auth/refresh',
        auth: 'admin',
      });
      keep(response.session);
      return response;
    },
    logout: async () => {
      try {
        await http.request<void>({ method: 'POST', path: '/api/admin/auth/logout', auth: 'admin' });
      } finally {
        http.store.save({ ...http.store.load(), admin: null });
      }
    },
    /** An open invitation, with a new authenticator secret to enrol as it is accepted. */
    invite: (token: string) =>
      http.request<InviteDetails>({
        method: 'GET',
        path: `/api/admin/auth/invite/${encodeURIComponent(token)}`,
        auth: 'none',
      }),
    /**
     * Accepts a staff invitation with a new password and (while the staff policy is on) the
     * secret and a first code: the new account is signed in, and its recovery codes answered.
     */
    acceptInvite: async <I extends AcceptInviteRequest>(
      input: I,
    ): Promise<AdminSignIn<I> & Pick<AcceptInviteResponse, 'recoveryCodes'>> => {
      const response = await http.request<AdminSignIn<I> & Pick<AcceptInviteResponse, 'recoveryCodes'>>({
        method: 'POST',
        path: '/api/admin/auth/accept-invite',
        auth: 'none',
        body: input,
      });
      keep(response.session);
      return response;
    },
    session: () =>
      http.request<AdminSessionResponse>({
        method: 'GET',
        path: '/api/admin/auth/session',
        auth: 'admin',
      }),
    /**
     * Two-step verification of the staff account: with it on, sign-in needs a code. `setup`
     * answers `{sent: true}` when enrolment needs the link mailed to the member; `setup({token})`
     * with that link's token then gives the secret.
     */
    mfa: staffMfaResource(createCall(http)),
    /** Every other session of the account (user app ones too) is signed out; this one stays. */
    changePassword: (input: ChangePasswordRequest) =>
      http.request<void>({ method: 'POST', path: '/api/admin/auth/password', auth: 'admin', body: input }),
    sessions: {
      list: () =>
        http.request<{ items: SessionInfo[] }>({
          method: 'GET',
          path: '/api/admin/auth/sessions',
          auth: 'admin',
        }),
      revoke: (id: string) =>
        http.request<void>({
          method: 'DELETE',
          path: `/api/admin/auth/sessions/${encodeURIComponent(id)}`,
          auth: 'admin',
        }),
    },
  };
}

/** Only on servers started with TRADESIM_TEST_CLOCK=1. */
export function testClockResource(http: Http) {
  return {
    get: () => http.request<TestClock>({ method: 'GET', path: '/api/admin/test-clock', auth: 'admin' }),
    advance: (ms: number) =>
      http.request<TestClock>({
        method: 'POST',
        path: '/api/admin/test-clock/advance',
        auth: 'admin',
        body: { ms },
      }),
  };
}
