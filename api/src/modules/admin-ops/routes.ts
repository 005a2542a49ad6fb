import {
  auditLogExportQuerySchema,
  auditLogPageSchema,
  auditLogQuerySchema,
  dashboardSchema,
  jobRunParamsSchema,
  jobRunResultSchema,
  ledgerVerifySchema,
} from '@tradesim/core';
import { adminActor } from '../../http/admin-actor.js';
import { type AnyRoute, defineRoute } from '../../http/route.js';
import { sendTextChunks } from '../../http/send-text.js';
import { checkLedger, exportAuditLogCsv, getDashboard, listAuditLog, runJobNow } from './service.js';

const tag = 'Admin operations';

export const adminOpsRoutes: AnyRoute[] = [
  defineRoute({
    method: 'get',
    path: '/api/admin/dashboard',
    summary: "The dashboard's figures, with the ledger check",
    tag,
    auth: 'admin',
    staff: 'dashboard',
    response: dashboardSchema,
    handler: ({ ctx, auth }) => getDashboard(ctx, auth.role),
  }),
  defineRoute({
    method: 'get',
    path: '/api/admin/audit-log',
    summary:
      'Audit log, newest first: filter by action, actor or table; `from` (inclusive) and `to` (exclusive) bound the time',
    tag,
    auth: 'admin',
    staff: 'audit-log',
    query: auditLogQuerySchema,
    response: auditLogPageSchema,
    handler: ({ ctx, query }) => listAuditLog(ctx, query),
  }),
  defineRoute({
    method: 'get',
    path: '/api/admin/audit-log/export.csv',
    summary: 'The audit log the filters select (date range included) as CSV, newest first',
    tag,
    auth: 'admin',
    staff: 'audit-log',
    query: auditLogExportQuerySchema,
    produces: { contentType: 'text/csv', description: 'RFC 4180 CSV with a header row' },
    handler: async ({ ctx, query, res }) => {
      await sendTextChunks(res, exportAuditLogCsv(ctx, query), {
        contentType: 'text/csv; charset=utf-8',
        disposition: 'attachment; filename="tradesim-audit-log.csv"',
      });
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/admin/ledger/verify',
    summary: 'Check the ledger invariants of docs/money.md#invariants and list every mismatch',
    tag,
    auth: 'admin',
    staff: 'ledger',
    response: ledgerVerifySchema,
    handler: ({ ctx }) => checkLedger(ctx),
  }),
  defineRoute({
    method: 'post',
    path: '/api/admin/jobs/:name/run',
    summary: 'Run a scheduled job now (ran: false when another instance is running it)',
    tag,
    auth: 'admin',
    staff: 'catalogue',
    params: jobRunParamsSchema,
    response: jobRunResultSchema,
    errors: ['JOB_NOT_FOUND'],
    handler: ({ ctx, auth, params, req }) => runJobNow(ctx, params.name, adminActor(auth, req)),
  }),
];
