import type {
  AcceptInviteRequest,
  AcceptInviteResponse,
  AdminLoginRequest,
  AdminLoginResponse,
  AdminSession,
  AdminSessionResponse,
  ChangePasswordRequest,
  InviteDetails,
  MfaLinkSent,
  MfaSetup,
  SessionInfo,
  StaffMfaSetupRequest,
  TestClock,
} from '@tradesim/core';
import type { Http } from '../http.js';
import { mfaResource } from './mfa.js';

/** Back-office sign-in; the 24-hour admin token is kept in the client's store. */
export function adminAuthResource(http: Http) {
  const keep = (session: AdminSession) => http.store.save({ ...http.store.load(), admin: session });
  return {
    login: async (input: AdminLoginRequest) => {
      const response = await http.request<AdminLoginResponse>({
        method: 'POST',
        path: '/api/admin/auth/login',
        auth: 'none',
        body: input,
      });
      keep(response.session);
      return response;
    },
    refresh: async () => {
      const response = await http.request<{ session: AdminSession }>({
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
    acceptInvite: async (input: AcceptInviteRequest) => {
      const response = await http.request<AcceptInviteResponse>({
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
    mfa: {
      ...mfaResource(http, '/api/admin/auth/mfa', 'admin'),
      setup: (input: StaffMfaSetupRequest = {}) =>
        http.request<MfaSetup | MfaLinkSent>({
          method: 'POST',
          path: '/api/admin/auth/mfa/setup',
          auth: 'admin',
          body: input,
        }),
    },
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
