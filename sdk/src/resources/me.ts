import type { ChangePasswordRequest, PortfolioHistoryQuery, UpdateMeRequest } from '@tradesim/core';
import type { Call } from '../call.js';
import { routes } from '../generated/routes.js';
import { mfaResource } from './mfa.js';

export function meResource(call: Call) {
  const me = routes.me;
  return {
    get: () => call(me.get),
    /** Net worth over `range` (1d by default), ascending, ending with a point valued now. */
    portfolioHistory: (query: PortfolioHistoryQuery = {}) => call(me.portfolioHistory, { query }),
    update: (input: UpdateMeRequest) => call(me.update, { body: input }),
    /** Other sessions are signed out; this one stays. */
    changePassword: (input: ChangePasswordRequest) => call(me.changePassword, { body: input }),
    /** Two-step verification: with it on, sign-in and withdrawals need a code. */
    mfa: mfaResource(call),
  };
}

export function sessionsResource(call: Call) {
  const sessions = routes.sessions;
  return {
    list: () => call(sessions.list),
    revoke: (id: string) => call(sessions.revoke, { params: { id } }),
  };
}
