import { AppError, healthSchema, livenessSchema, readinessSchema } from '@tradesim/core';
import type { AppContext } from '../../context.js';
import { defineRoute } from '../../http/route.js';
import { isFullyMigrated, pingDatabase } from './repo.js';

async function requireDatabase(ctx: AppContext): Promise<void> {
  try {
    await pingDatabase(ctx.knex);
  } catch (error) {
    throw new AppError('SERVICE_UNAVAILABLE', undefined, { cause: error });
  }
}

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
      await requireDatabase(ctx);
      return { status: 'ok' as const, db: 'ok' as const, version: ctx.config.version };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/health/live',
    summary: 'Liveness: 200 while the process can serve (it touches nothing else)',
    tag: 'Health',
    auth: 'none',
    response: livenessSchema,
    errors: [],
    handler: async ({ ctx }) => ({ status: 'ok' as const, version: ctx.config.version }),
  }),
  defineRoute({
    method: 'get',
    path: '/api/health/ready',
    summary:
      'Readiness: 200 when the database is reachable and migrated; 503 otherwise, and while the instance shuts down',
    tag: 'Health',
    auth: 'none',
    response: readinessSchema,
    errors: ['SERVICE_UNAVAILABLE'],
    handler: async ({ ctx }) => {
      if (ctx.lifecycle.draining) throw new AppError('SERVICE_UNAVAILABLE', 'This instance is shutting down');
      await requireDatabase(ctx);
      if (!(await isFullyMigrated(ctx.knex)))
        throw new AppError('SERVICE_UNAVAILABLE', 'The database is not migrated to this version yet');
      return {
        status: 'ready' as const,
        db: 'ok' as const,
        migrations: 'ok' as const,
        version: ctx.config.version,
      };
    },
  }),
];
