import { encodeTrc20Address } from '@tradesim/core';
import { AppError, type TradesimClient } from '@tradesim/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRateLimits } from '../src/config.js';
import { assertLedgerInvariants } from './support/ledger.js';
import { startTestServer, type TestServer } from './support/test-server.js';

let t: TestServer;
let admins: TradesimClient[];

beforeAll(async () => {
  t = await startTestServer({ config: { rateLimits: { ...defaultRateLimits, registerPerIp: 1_000 } } });
  // Several signed-in admins, as when two staff members click Approve on the same row.
  admins = [await t.adminClient(), await t.adminClient(), await t.adminClient()];
});
afterAll(async () => {
  await t.close();
});

const pngBytes = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const walletAddress = encodeTrc20Address(new Uint8Array(20).map((_, i) => 200 - i));

function adminAt(i: number): TradesimClient {
  return admins[i % admins.length] as TradesimClient;
}

async function pendingDeposit(amount: string) {
  const user = await t.userClient();
  const tx = await user.client.wallet.deposit({ amount, proof: new Blob([pngBytes], { type: 'image/png' }) });
  return { ...user, tx };
}

/** Splits settled calls into the successes and the codes of the refusals (anything else fails). */
function tally(results: PromiseSettledResult<unknown>[]) {
  const codes = results
    .filter((r): r is PromiseRejectedResult => r.status === 'rejected')
    .map((r) => (r.reason instanceof AppError ? r.reason.code : String(r.reason)));
  return { successes: results.filter((r) => r.status === 'fulfilled').length, codes };
}

async function journalEvents(transactionId: string): Promise<string[]> {
  const rows = await t.db
    .knex('ledger_entries')
    .where('reference_id', transactionId)
    .distinct('journal_id', 'event');
  return rows.map((row: { event: string }) => row.event).sort();
}

async function auditActions(transactionId: string): Promise<string[]> {
  const rows = await t.db.knex('admin_action_logs').where('record_id', transactionId).select('action');
  return rows.map((row: { action: string }) => row.action);
}

async function notificationCount(userId: string): Promise<number> {
  const [row] = await t.db.knex('notifications').where('user_id', userId).count('* as count');
  return Number(row?.count);
}

describe('review races', () => {
  it('20 concurrent approvals of one pending deposit credit it once', async () => {
    const { client, userId, tx } = await pendingDeposit('250.00');
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => adminAt(i).admin.transactions.approve(tx.id, { notes: `#${i}` })),
    );
    const { successes, codes } = tally(results);
    expect(successes).toBe(1);
    expect(codes).toEqual(Array(19).fill('TRANSACTION_NOT_PENDING'));
    expect((await client.me.get()).balance).toBe('250.00');
    expect(await journalEvents(tx.id)).toEqual(['deposit_approved']);
    expect(await auditActions(tx.id)).toEqual(['APPROVE_TRANSACTION']);
    expect(await notificationCount(userId)).toBe(1);
    // The winner's notes are the ones stored.
    const winner = results.findIndex((r) => r.status === 'fulfilled');
    expect((await client.wallet.transactions.get(tx.id)).adminNotes).toBe(`#${winner}`);
    await assertLedgerInvariants(t.db);
  });

  it('an approve racing a reject ends as exactly one of them', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { client, userId, tx } = await pendingDeposit('75.00');
      // Alternate who starts first, so either may win.
      const approve = () => adminAt(0).admin.transactions.approve(tx.id);
      const reject = () => adminAt(1).admin.transactions.reject(tx.id, { reason: 'Duplicate' });
      const results = await Promise.allSettled(
        round % 2 === 0 ? [approve(), reject()] : [reject(), approve()],
      );
      const { successes, codes } = tally(results);
      expect(successes).toBe(1);
      expect(codes).toEqual(['TRANSACTION_NOT_PENDING']);
      const { status } = await client.wallet.transactions.get(tx.id);
      expect(['completed', 'rejected']).toContain(status);
      const approved = status === 'completed';
      expect((await client.me.get()).balance).toBe(approved ? '75.00' : '0.00');
      expect(await journalEvents(tx.id)).toEqual(approved ? ['deposit_approved'] : []);
      expect(await auditActions(tx.id)).toEqual([approved ? 'APPROVE_TRANSACTION' : 'REJECT_TRANSACTION']);
      expect(await notificationCount(userId)).toBe(1);
    }
    await assertLedgerInvariants(t.db);
  });

  it('a withdrawal approved, rejected and cancelled at once ends as exactly one of them', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { client, userId } = await t.userClient();
      await t.fund(userId, '100.00');
      const tx = await client.wallet.withdraw({ amount: '40', walletAddress });
      const calls = [
        () => adminAt(0).admin.transactions.approve(tx.id),
        () => adminAt(1).admin.transactions.reject(tx.id, { reason: 'Held for review' }),
        () => client.wallet.cancelWithdrawal(tx.id),
      ];
      const ordered = [...calls.slice(round), ...calls.slice(0, round)];
      const results = await Promise.allSettled(ordered.map((call) => call()));
      const { successes, codes } = tally(results);
      expect(successes).toBe(1);
      // The owner's cancel answers in its own words when staff got there first.
      expect(codes).toHaveLength(2);
      for (const code of codes)
        expect(['TRANSACTION_NOT_PENDING', 'WITHDRAWAL_NOT_CANCELLABLE']).toContain(code);
      const { status } = await client.wallet.transactions.get(tx.id);
      const balance = (await client.me.get()).balance;
      const events = await journalEvents(tx.id);
      if (status === 'completed') {
        expect(balance).toBe('60.00');
        expect(events).toEqual(['withdrawal_approved', 'withdrawal_requested']);
      } else {
        expect(['rejected', 'cancelled']).toContain(status);
        expect(balance).toBe('100.00');
        expect(events).toEqual(['withdrawal_released', 'withdrawal_requested']);
      }
      expect((await auditActions(tx.id)).length).toBe(status === 'cancelled' ? 0 : 1);
    }
    await assertLedgerInvariants(t.db);
  });

  it('concurrent approvals of one user’s many deposits credit each of them', async () => {
    const { client, userId } = await t.userClient();
    const deposits = [];
    for (const amount of ['10.01', '20.02', '30.03', '40.04', '50.05', '60.06']) {
      deposits.push(
        await client.wallet.deposit({ amount, proof: new Blob([pngBytes], { type: 'image/png' }) }),
      );
    }
    const results = await Promise.allSettled(
      deposits.map((tx, i) => adminAt(i).admin.transactions.approve(tx.id)),
    );
    expect(tally(results)).toEqual({ successes: 6, codes: [] });
    expect((await client.me.get()).balance).toBe('210.21');
    expect(await notificationCount(userId)).toBe(6);
    await assertLedgerInvariants(t.db);
  });
});
