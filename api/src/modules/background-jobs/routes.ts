import { backgroundJobSchema, idParamsSchema } from '@tradesim/core';
import { defineRoute } from '../../http/route.js';
import * as jobs from './service.js';

export const backgroundJobRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/admin/jobs/:id',
    summary: "A background job's progress and result (bulk add, image refresh)",
    tag: 'Admin operations',
    auth: 'admin',
    staff: 'catalogue',
    params: idParamsSchema,
    response: backgroundJobSchema,
    errors: ['JOB_NOT_FOUND'],
    handler: ({ ctx, params }) => jobs.getBackgroundJob(ctx, params.id),
  }),
];
