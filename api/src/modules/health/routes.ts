import { AppError, healthSchema } from '@tradesim/core';
import { defineRoute } from '../../http/route.js';

export const healthRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/health',
    summary: 'Liveness and database reachability (503 while the database is down)',
    tag: 'Health',
    auth: 'none',
    response: healthSchema,
    errors: ['SERVICE_UNAVAILABLE'],
    handler: async ({ ctx }) => {
      try {
        await ctx.knex.raw('select 1');
      } catch (error) {
        throw new AppError('SERVICE_UNAVAILABLE', undefined, { cause: error });
      }
      return { status: 'ok' as const, db: 'ok' as const, version: ctx.config.version };
    },
  }),
];
