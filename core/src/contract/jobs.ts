import { backgroundJobSchema } from '../schemas/admin-catalogue.js';
import { jobRunParamsSchema, jobRunResultSchema } from '../schemas/admin-ops.js';
import { idParamsSchema } from '../schemas/common.js';
import { defineContract } from './define.js';

const tag = 'Admin operations';

/**
 * Jobs (staff): a scheduled job run now, and the progress of a background job (the catalogue's
 * bulk add and image refresh).
 */
export const adminJobsContract = {
  run: defineContract({
    method: 'post',
    path: '/api/admin/jobs/:name/run',
    summary: 'Run a scheduled job now (ran: false when another instance is running it)',
    tag,
    auth: 'admin',
    staff: 'catalogue',
    params: jobRunParamsSchema,
    response: jobRunResultSchema,
    errors: ['JOB_NOT_FOUND'],
    audit: ['RUN_JOB'],
  }),
  get: defineContract({
    method: 'get',
    path: '/api/admin/jobs/:id',
    summary: "A background job's progress and result (bulk add, image refresh)",
    tag,
    auth: 'admin',
    staff: 'catalogue',
    params: idParamsSchema,
    response: backgroundJobSchema,
    errors: ['JOB_NOT_FOUND'],
  }),
};
