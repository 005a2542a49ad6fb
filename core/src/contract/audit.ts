import { auditLogExportQuerySchema, auditLogPageSchema, auditLogQuerySchema } from '../schemas/admin-ops.js';
import { defineContract } from './define.js';

const tag = 'Admin operations';

/** The audit log (staff): the back office's record, read and exported. */
export const adminAuditContract = {
  list: defineContract({
    method: 'get',
    path: '/api/admin/audit-log',
    summary:
      'Audit log, newest first: filter by action, actor or table; `from` (inclusive) and `to` (exclusive) bound the time',
    tag,
    auth: 'admin',
    staff: 'audit-log',
    query: auditLogQuerySchema,
    response: auditLogPageSchema,
  }),
  exportCsv: defineContract({
    method: 'get',
    path: '/api/admin/audit-log/export.csv',
    summary: 'The audit log the filters select (date range included) as CSV, newest first',
    tag,
    auth: 'admin',
    staff: 'audit-log',
    query: auditLogExportQuerySchema,
    produces: { contentType: 'text/csv', description: 'RFC 4180 CSV with a header row' },
  }),
};
