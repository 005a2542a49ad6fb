import { contract } from '@tradesim/core/contract';
import { adminActor } from '../../http/admin-actor.js';
import { type AnyRoute, implement } from '../../http/route.js';
import { sendTextChunks } from '../../http/send-text.js';
import { checkLedger, exportAuditLogCsv, getDashboard, listAuditLog, runJobNow } from './service.js';

const admin = contract.admin;

export const adminOpsRoutes: AnyRoute[] = [
  implement(admin.dashboard, ({ ctx, auth }) => getDashboard(ctx, auth.role)),
  implement(admin.audit.list, ({ ctx, query }) => listAuditLog(ctx, query)),
  implement(admin.audit.exportCsv, async ({ ctx, query, res }) => {
    await sendTextChunks(res, exportAuditLogCsv(ctx, query), {
      contentType: 'text/csv; charset=utf-8',
      disposition: 'attachment; filename="tradesim-audit-log.csv"',
    });
  }),
  implement(admin.ledger.verify, ({ ctx }) => checkLedger(ctx)),
  implement(admin.jobs.run, ({ ctx, auth, params, req }) =>
    runJobNow(ctx, params.name, adminActor(auth, req)),
  ),
];
