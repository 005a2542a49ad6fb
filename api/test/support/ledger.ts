import { expect } from 'vitest';
import type { Database } from '../../src/db/connect.js';
import { verifyLedger } from '../../src/modules/ledger/service.js';

/** the ledger of docs/money.md#ledger invariants; every API test file asserts them when it ends. */
export async function assertLedgerInvariants(db: Database): Promise<void> {
  const report = await verifyLedger(db.knex, new Date());
  expect(report.mismatches).toEqual([]);
  expect(report.balanced).toBe(true);
}
