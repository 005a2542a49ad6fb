import type { AuditLogExportQuery, AuditLogQuery, JobName } from '@tradesim/core';
import type { Call } from '../../call.js';
import { routes } from '../../generated/routes.js';

export type AuditQuery = Omit<AuditLogQuery, 'limit'> & { limit?: number };

const admin = routes.admin;

export function adminOpsResource(call: Call) {
  return {
    /** The dashboard's figures, with the ledger check. */
    dashboard: () => call(admin.dashboard),
    audit: {
      /** Newest first; filter by action, actor or table. */
      list: (query: AuditQuery = {}) => call(admin.audit.list, { query }),
      /** The entries the filters select (`from` inclusive, `to` exclusive) as CSV text. */
      exportCsv: async (query: AuditLogExportQuery = {}): Promise<string> =>
        (await call(admin.audit.exportCsv, { query })).text(),
    },
    ledger: {
      /** docs/money.md#ledger invariants, and every mismatch found. */
      verify: () => call(admin.ledger.verify),
    },
    jobs: {
      /** Runs a scheduled job now (unless another instance is running it: `ran: false`). */
      run: (name: JobName) => call(admin.jobs.run, { params: { name } }),
      /** A background job's progress and result (bulk add, image refresh). */
      get: (id: string) => call(admin.jobs.get, { params: { id } }),
    },
  };
}
