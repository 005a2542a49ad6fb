import { healthSchema, livenessSchema, readinessSchema } from '../schemas/health.js';
import { defineContract } from './define.js';

const tag = 'Health';

export const healthContract = defineContract({
  method: 'get',
  path: '/api/health',
  summary: 'Liveness and database reachability (503 while the database is down)',
  tag,
  auth: 'none',
  response: healthSchema,
  errors: ['SERVICE_UNAVAILABLE'],
});

/** The load balancer's probes: no client calls them. */
export const probesContract = {
  live: defineContract({
    method: 'get',
    path: '/api/health/live',
    summary: 'Liveness: 200 while the process can serve (it touches nothing else)',
    tag,
    auth: 'none',
    response: livenessSchema,
    errors: [],
  }),
  ready: defineContract({
    method: 'get',
    path: '/api/health/ready',
    summary:
      'Readiness: 200 when the database is reachable and migrated; 503 otherwise, and while the instance shuts down',
    tag,
    auth: 'none',
    response: readinessSchema,
    errors: ['SERVICE_UNAVAILABLE'],
  }),
};
