import {
  changePasswordRequestSchema,
  idParamsSchema,
  portfolioHistoryQuerySchema,
  portfolioHistorySchema,
  profileSchema,
  sessionListSchema,
  updateMeRequestSchema,
} from '@tradesim/core';
import { requestOrigin } from '../../http/authenticate.js';
import { passwordRefused } from '../../http/password-refused.js';
import { defineRoute } from '../../http/route.js';
import * as me from './service.js';

const tag = 'Me';

export const meRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/me',
    summary: 'The signed-in user: profile, balance and portfolio (returns simulated)',
    tag,
    auth: 'user',
    response: profileSchema,
    handler: ({ ctx, auth }) => me.getMe(ctx, auth.userId),
  }),
  defineRoute({
    method: 'get',
    path: '/api/me/portfolio/history',
    summary:
      'Net worth over a range (cash + open investments, simulated), ascending, at most 300 points ending now',
    tag,
    auth: 'user',
    query: portfolioHistoryQuerySchema,
    response: portfolioHistorySchema,
    handler: ({ ctx, auth, query }) => me.getPortfolioHistory(ctx, auth.userId, query.range),
  }),
  defineRoute({
    method: 'patch',
    path: '/api/me',
    summary: 'Change first or last name',
    tag,
    auth: 'user',
    body: updateMeRequestSchema,
    response: profileSchema,
    handler: ({ ctx, auth, body }) => me.updateMe(ctx, auth.userId, body),
  }),
  defineRoute({
    method: 'post',
    path: '/api/me/password',
    summary:
      'Change the password (8 to 128 characters, not a common one); other sessions are signed out. After 10 wrong current passwords in 15 minutes: 429',
    tag,
    auth: 'user',
    body: changePasswordRequestSchema,
    errors: ['CURRENT_PASSWORD_INCORRECT', passwordRefused, 'RATE_LIMITED'],
    handler: async ({ ctx, auth, body, req }) => {
      await me.changePassword(ctx, { ...auth, ip: requestOrigin(req).ipAddress }, body);
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/me/sessions',
    summary: "The user's live sessions",
    tag,
    auth: 'user',
    response: sessionListSchema,
    handler: ({ ctx, auth }) => me.listSessions(ctx, { ...auth, kind: 'user' }),
  }),
  defineRoute({
    method: 'delete',
    path: '/api/me/sessions/:id',
    summary: 'Revoke one session',
    tag,
    auth: 'user',
    params: idParamsSchema,
    errors: ['SESSION_NOT_FOUND'],
    handler: async ({ ctx, auth, params }) => {
      await me.revokeOwnSession(ctx, { userId: auth.userId, kind: 'user' }, params.id);
    },
  }),
];
