import type {
  AuditLogExportQuery,
  AuditLogPage,
  AuditLogQuery,
  BackgroundJob,
  Dashboard,
  JobName,
  JobRunResult,
  LedgerVerify,
} from '@tradesim/core';
import type { Http } from '../../http.js';
import { adminPath } from './paths.js';

export type AuditQuery = Omit<AuditLogQuery, 'limit'> & { limit?: number };

export function adminOpsResource(http: Http) {
  return {
    /** The dashboard's figures, with the ledger check. */
    dashboard: () => http.request<Dashboard>({ method: 'GET', path: '/api/admin/dashboard', auth: 'admin' }),
    audit: {
      /** Newest first; filter by action, actor or table. */
      list: (query: AuditQuery = {}) =>
        http.request<AuditLogPage>({ method: 'GET', path: '/api/admin/audit-log', auth: 'admin', query }),
      /** The entries the filters select (`from` inclusive, `to` exclusive) as CSV text. */
      exportCsv: async (query: AuditLogExportQuery = {}): Promise<string> => {
        const response = await http.request<Response>({
          method: 'GET',
          path: '/api/admin/audit-log/export.csv',
          auth: 'admin',
          query,
          raw: true,
        });
        return response.text();
      },
    },
    ledger: {
      /** docs/money.md#ledger invariants, and every mismatch found. */
      verify: () =>
        http.request<LedgerVerify>({ method: 'GET', path: '/api/admin/ledger/verify', auth: 'admin' }),
    },
    jobs: {
      /** Runs a scheduled job now (unless another instance is running it: `ran: false`). */
      run: (name: JobName) =>
        http.request<JobRunResult>({ method: 'POST', path: adminPath('jobs', name, '/run'), auth: 'admin' }),
      /** A background job's progress and result (bulk add, image refresh). */
      get: (id: string) =>
        http.request<BackgroundJob>({ method: 'GET', path: adminPath('jobs', id), auth: 'admin' }),
    },
  };
}
