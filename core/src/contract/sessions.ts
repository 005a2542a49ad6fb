import { idParamsSchema } from '../schemas/common.js';
import {
  changePasswordRequestSchema,
  portfolioHistoryQuerySchema,
  portfolioHistorySchema,
  profileSchema,
  sessionListSchema,
  updateMeRequestSchema,
} from '../schemas/me.js';
import { defineContract } from './define.js';
import { userMfaContract } from './mfa.js';
import { passwordRefused } from './password-refused.js';

const tag = 'Me';

/** The signed-in user: profile, portfolio history, name, password and two-step verification. */
export const meContract = {
  get: defineContract({
    method: 'get',
    path: '/api/me',
    summary: 'The signed-in user: profile, balance and portfolio (returns simulated)',
    tag,
    auth: 'user',
    response: profileSchema,
  }),
  portfolioHistory: defineContract({
    method: 'get',
    path: '/api/me/portfolio/history',
    summary:
      'Net worth over a range (cash + open investments, simulated), ascending, at most 300 points ending now',
    tag,
    auth: 'user',
    query: portfolioHistoryQuerySchema,
    response: portfolioHistorySchema,
  }),
  update: defineContract({
    method: 'patch',
    path: '/api/me',
    summary: 'Change first or last name',
    tag,
    auth: 'user',
    body: updateMeRequestSchema,
    response: profileSchema,
  }),
  changePassword: defineContract({
    method: 'post',
    path: '/api/me/password',
    summary:
      'Change the password (8 to 128 characters, not a common one); other sessions are signed out. After 10 wrong current passwords in 15 minutes: 429',
    tag,
    auth: 'user',
    body: changePasswordRequestSchema,
    errors: ['CURRENT_PASSWORD_INCORRECT', passwordRefused, 'RATE_LIMITED'],
  }),
  mfa: userMfaContract,
};

/** The signed-in user's live sessions (`client.sessions`). */
export const sessionsContract = {
  list: defineContract({
    method: 'get',
    path: '/api/me/sessions',
    summary: "The user's live sessions",
    tag,
    auth: 'user',
    response: sessionListSchema,
  }),
  revoke: defineContract({
    method: 'delete',
    path: '/api/me/sessions/:id',
    summary: 'Revoke one session',
    tag,
    auth: 'user',
    params: idParamsSchema,
    errors: ['SESSION_NOT_FOUND'],
  }),
};
