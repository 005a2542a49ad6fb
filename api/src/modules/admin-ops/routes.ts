import {
  auditLogPageSchema,
  auditLogQuerySchema,
  dashboardSchema,
  jobRunParamsSchema,
  jobRunResultSchema,
  ledgerVerifySchema,
} from '@tradesim/core';
import { type AnyRoute, defineRoute } from '../../http/route.js';
import { adminActor } from '../audit/record.js';
import { runJobNow } from './jobs.js';
import { checkLedger, getDashboard, listAuditLog } from './service.js';

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
    handler: ({ ctx }) => getDashboard(ctx),
  }),
  defineRoute({
    method: 'get',
    path: '/api/admin/audit-log',
    summary: 'Audit log, newest first: filter by action, actor or table',
    tag,
    auth: 'admin',
    staff: 'audit-log',
    query: auditLogQuerySchema,
    response: auditLogPageSchema,
    handler: ({ ctx, query }) => listAuditLog(ctx, query),
  }),
  defineRoute({
    method: 'get',
    path: '/api/admin/ledger/verify',
    summary: 'Check the ledger invariants of DESIGN.md and list every mismatch',
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
