import { healthSchema, livenessSchema, readinessSchema } from '@tradesim/core';
import { defineRoute } from '../../http/route.js';
import { requireDatabase, requireReady } from './service.js';

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
      await requireReady(ctx);
      return {
        status: 'ready' as const,
        db: 'ok' as const,
        migrations: 'ok' as const,
        version: ctx.config.version,
      };
    },
  }),
];
