import { encodeTrc20Address, type StaffRole } from '@tradesim/core';
import type { TradesimClient } from '@tradesim/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAppError } from './support/errors.js';
import { approvedBy } from './support/four-eyes.js';
import { inviteStaffMember } from './support/staff.js';
import { startTestServer, type TestServer } from './support/test-server.js';

const walletAddress = encodeTrc20Address(new Uint8Array(20).map((_, i) => i * 11 + 5));
let t: TestServer;
let owner: TradesimClient;

beforeAll(async () => {
  t = await startTestServer();
  owner = await t.adminClient();
});
afterAll(async () => {
  await t.close();
});

/** A second staff member of `role`, signed in (invited by the owner, accepted). */
async function staffMember(role: StaffRole): Promise<TradesimClient> {
  return (await inviteStaffMember(t, owner, role)).client;
}

async function ledgerRows(): Promise<number> {
  const row = await t.db.knex('ledger_entries').count<{ count: string }[]>({ count: '*' }).first();
  return Number(row?.count ?? 0);
}

describe('four eyes', () => {
  it('carries out an adjustment below the threshold at once, and holds one at the threshold', async () => {
    const { userId, client } = await t.userClient();
    await t.fund(userId, '1000.00');
    expect((await owner.admin.tradingSettings.get()).fourEyesThreshold).toBe('1000.00');
    const small = await owner.admin.users.adjustBalance(userId, { amount: '999.99', reason: 'Goodwill' });
    expect('approval' in small).toBe(false);
    expect((await client.me.get()).balance).toBe('1999.99');

    const before = await ledgerRows();
    // What approving would refuse is refused when asked: no request that can never be carried out.
    await expectAppError(
      owner.admin.users.adjustBalance(userId, { amount: '-2000', reason: 'Chargeback' }),
      'BALANCE_WOULD_BE_NEGATIVE',
    );
    const held = await owner.admin.users.adjustBalance(userId, { amount: '-1000', reason: 'Chargeback' });
    if (!('approval' in held)) throw new Error('expected an approval request');
    expect(held.approval).toMatchObject({
      kind: 'adjustment',
      amount: '1000.00',
      direction: 'debit',
      userId,
      transactionId: null,
      note: 'Chargeback',
      status: 'pending',
    });
    expect(held.approval.context).toMatchObject({
      user: { id: userId, balance: '1999.99' },
      before: { balance: '1999.99' },
      after: { balance: '999.99' },
    });
    // Nothing moved: no posting, the same balance, no notice to the user.
    expect(await ledgerRows()).toBe(before);
    expect((await client.me.get()).balance).toBe('1999.99');
    expect((await owner.admin.approvals.list()).items.map((item) => item.id)).toContain(held.approval.id);
  });

  it('refuses the requester, and moves the money once when three other admins approve at once', async () => {
    const { userId, client } = await t.userClient();
    const held = await owner.admin.users.adjustBalance(userId, { amount: '2500', reason: 'Prize' });
    if (!('approval' in held)) throw new Error('expected an approval request');
    await expectAppError(
      owner.admin.approvals.approve(held.approval.id),
      'SAME_ADMIN_APPROVAL',
      'A different admin must approve this',
    );
    const approvers = [
      await staffMember('finance'),
      await staffMember('finance'),
      await staffMember('owner'),
    ];
    const before = await ledgerRows();
    const results = await Promise.allSettled(
      approvers.map((admin) => admin.admin.approvals.approve(held.approval.id)),
    );
    const approved = results.filter((result) => result.status === 'fulfilled');
    expect(approved).toHaveLength(1);
    for (const result of results) {
      if (result.status === 'rejected') expect(result.reason.code).toBe('APPROVAL_NOT_PENDING');
    }
    expect((await client.me.get()).balance).toBe('2500.00');
    expect(await ledgerRows()).toBe(before + 2);
    const [request] = (await owner.admin.approvals.list({ status: 'approved' })).items.filter(
      (item) => item.id === held.approval.id,
    );
    expect(request?.decidedBy).not.toBeNull();
    expect(request?.decidedBy).not.toBe(request?.requestedBy);
    // Any of the three may win the race, the owner among them; never the requester.
    expect(request?.decidedByEmail).toMatch(/^staff\d+\.(finance|owner)@tradesim\.test$/);
    // The user was told once, on the approval.
    const notices = await client.notifications.list();
    expect(notices.items.filter((notice) => notice.title === 'Balance adjusted')).toHaveLength(1);
  });

  it('holds a withdrawal approval at the threshold; a rejection moves nothing and the withdrawal stays pending', async () => {
    const { userId, client } = await t.userClient();
    await t.fund(userId, '5000.00');
    const withdrawal = await client.wallet.withdraw({ amount: '1500', walletAddress });
    const finance = await staffMember('finance');
    const held = await finance.admin.transactions.approve(withdrawal.id, { notes: 'Checked' });
    if (!('approval' in held)) throw new Error('expected an approval request');
    expect(held.approval).toMatchObject({
      kind: 'withdrawal',
      transactionId: withdrawal.id,
      amount: '1500.00',
    });
    // Asking again finds the same request.
    const again = await finance.admin.transactions.approve(withdrawal.id, { notes: 'Checked' });
    expect('approval' in again && again.approval.id).toBe(held.approval.id);

    const before = await ledgerRows();
    await expectAppError(owner.admin.approvals.reject(held.approval.id, { reason: '' }), 'VALIDATION_FAILED');
    const { approval } = await owner.admin.approvals.reject(held.approval.id, {
      reason: 'Wallet looks wrong',
    });
    expect(approval).toMatchObject({ status: 'rejected', reason: 'Wallet looks wrong' });
    expect(await ledgerRows()).toBe(before);
    expect((await client.wallet.transactions.get(withdrawal.id)).status).toBe('pending');
    await expectAppError(owner.admin.approvals.approve(held.approval.id), 'APPROVAL_NOT_PENDING');

    // Asked again and approved by someone else: paid out once.
    const second = await finance.admin.transactions.approve(withdrawal.id, {});
    if (!('approval' in second)) throw new Error('expected an approval request');
    expect(second.approval.id).not.toBe(held.approval.id);
    await owner.admin.approvals.approve(second.approval.id);
    expect((await client.wallet.transactions.get(withdrawal.id)).status).toBe('completed');
  });

  it('is off when the threshold is null, and only two owners together may change the threshold', async () => {
    const catalogue = await staffMember('catalogue');
    await expectAppError(
      catalogue.admin.tradingSettings.update({ fourEyesThreshold: null }),
      'ROLE_FORBIDDEN',
    );
    await catalogue.admin.tradingSettings.update({ minInvestment: '10.00' });
    const secondOwner = await staffMember('owner');
    await approvedBy(secondOwner, await owner.admin.tradingSettings.update({ fourEyesThreshold: null }));
    expect((await owner.admin.tradingSettings.get()).fourEyesThreshold).toBeNull();
    const { userId, client } = await t.userClient();
    const result = await owner.admin.users.adjustBalance(userId, { amount: '50000', reason: 'Whale' });
    expect('approval' in result).toBe(false);
    expect((await client.me.get()).balance).toBe('50000.00');
    await approvedBy(owner, await secondOwner.admin.tradingSettings.update({ fourEyesThreshold: '1000' }));
    expect((await owner.admin.tradingSettings.get()).fourEyesThreshold).toBe('1000.00');
  });

  it('shows the waiting requests on the dashboard and refuses the approvals to roles without them', async () => {
    expect((await owner.admin.dashboard()).pendingApprovals).toBeGreaterThanOrEqual(1);
    const support = await staffMember('support');
    await expectAppError(support.admin.approvals.list(), 'ROLE_FORBIDDEN');
  });
});
