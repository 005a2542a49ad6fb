import { dashboardSchema, ledgerVerifySchema } from '../schemas/admin-ops.js';
import { defineContract } from './define.js';

const tag = 'Admin operations';

/** The back office's home screen (staff). */
export const adminDashboardContract = defineContract({
  method: 'get',
  path: '/api/admin/dashboard',
  summary: "The dashboard's figures, with the ledger check",
  tag,
  auth: 'admin',
  staff: 'dashboard',
  response: dashboardSchema,
});

/** The ledger's own check (staff): docs/money.md#invariants. */
export const adminLedgerContract = {
  verify: defineContract({
    method: 'get',
    path: '/api/admin/ledger/verify',
    summary: 'Check the ledger invariants of docs/money.md#invariants and list every mismatch',
    tag,
    auth: 'admin',
    staff: 'ledger',
    response: ledgerVerifySchema,
  }),
};
