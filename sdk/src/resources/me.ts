import type {
  ChangePasswordRequest,
  PortfolioHistory,
  PortfolioHistoryQuery,
  Profile,
  SessionInfo,
  UpdateMeRequest,
} from '@tradesim/core';
import type { Http } from '../http.js';
import { mfaResource } from './mfa.js';

export function meResource(http: Http) {
  return {
    get: () => http.request<Profile>({ method: 'GET', path: '/api/me', auth: 'user' }),
    /** Net worth over `range` (1d by default), ascending, ending with a point valued now. */
    portfolioHistory: (query: PortfolioHistoryQuery = {}) =>
      http.request<PortfolioHistory>({
        method: 'GET',
        path: '/api/me/portfolio/history',
        auth: 'user',
        query,
      }),
    update: (input: UpdateMeRequest) =>
      http.request<Profile>({ method: 'PATCH', path: '/api/me', auth: 'user', body: input }),
    /** Other sessions are signed out; this one stays. */
    changePassword: (input: ChangePasswordRequest) =>
      http.request<void>({ method: 'POST', path: '/api/me/password', auth: 'user', body: input }),
    /** Two-step verification: with it on, sign-in and withdrawals need a code. */
    mfa: mfaResource(http, '/api/me/mfa', 'user'),
  };
}

export function sessionsResource(http: Http) {
  return {
    list: () =>
      http.request<{ items: SessionInfo[] }>({ method: 'GET', path: '/api/me/sessions', auth: 'user' }),
    revoke: (id: string) =>
      http.request<void>({
        method: 'DELETE',
        path: `/api/me/sessions/${encodeURIComponent(id)}`,
        auth: 'user',
      }),
  };
}
