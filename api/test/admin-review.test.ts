import { randomUUID } from 'node:crypto';
import { encodeTrc20Address } from '@tradesim/core';
import type { TradesimClient } from '@tradesim/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRateLimits } from '../src/config.js';
import { expectAppError } from './support/errors.js';
import { recordEvents } from './support/event-log.js';
import { carriedOut } from './support/four-eyes.js';
import { adminCredentials, startTestServer, type TestServer } from './support/test-server.js';

let t: TestServer;
let admin: TradesimClient;
let adminId: string;

beforeAll(async () => {
  // Every case registers its own users, more than one IP may register in 15 minutes.
  t = await startTestServer({ config: { rateLimits: { ...defaultRateLimits, registerPerIp: 1_000 } } });
  admin = await t.adminClient();
  adminId = (await admin.admin.auth.session()).admin.id;
});
afterAll(async () => {
  await t.close();
});

// The smallest byte string the content sniffer recognises as a PNG.
const pngBytes = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82,
]);
const walletAddress = encodeTrc20Address(new Uint8Array(20).map((_, i) => i * 7 + 3));

async function deposit(client: TradesimClient, amount: string, transactionHash?: string) {
  return client.wallet.deposit({
    amount,
    proof: new Blob([pngBytes], { type: 'image/png' }),
    ...(transactionHash ? { transactionHash } : {}),
  });
}

async function balanceOf(client: TradesimClient): Promise<string> {
  return (await client.me.get()).balance;
}

async function journalsOf(transactionId: string) {
  return t.db
    .knex('ledger_entries')
    .where('reference_id', transactionId)
    .orderBy('id')
    .select('event', 'account', 'amount');
}

async function auditOf(transactionId: string) {
  return t.db
    .knex('admin_action_logs')
    .where('record_id', transactionId)
    .select('action', 'actor_type', 'actor_id', 'table_name', 'old_values', 'new_values');
}

describe('the transaction list', () => {
  it('joins each row with its user, newest first, with a proof URL for deposits', async () => {
    const { client, userId, email } = await t.userClient();
    await t.fund(userId, '100.00');
    const first = await deposit(client, '25.00', 'hash-list-1');
    const withdrawal = await client.wallet.withdraw({ amount: '30', walletAddress });
    const page = await admin.admin.transactions.list({ userId });
    expect(page.total).toBe(3);
    expect(page.items.map((item) => item.type)).toEqual(['withdrawal', 'deposit', 'deposit']);
    const [listedWithdrawal, listedDeposit] = page.items;
    expect(listedDeposit).toMatchObject({
      id: first.id,
      userId,
      userEmail: email,
      userFirstName: 'Test',
      amount: '25.00',
      status: 'pending',
      transactionHash: 'hash-list-1',
      hasProof: true,
      proofUrl: `/api/transactions/${first.id}/proof`,
      processedBy: null,
      processedByEmail: null,
      processedAt: null,
    });
    expect(listedDeposit?.userLastName).toMatch(/^User\d+$/);
    expect(listedWithdrawal).toMatchObject({
      id: withdrawal.id,
      fee: '1.00',
      netAmount: '29.00',
      walletAddress,
      proofUrl: null,
    });
    expect(await admin.admin.transactions.get(first.id)).toEqual(listedDeposit);
  });

  it('filters by type, status and user and searches description or hash, case-insensitively', async () => {
    const { client, userId } = await t.userClient();
    const other = await t.userClient();
    await t.fund(userId, '100.00');
    const tag = randomUUID().slice(0, 8);
    const hashed = await deposit(client, '10', `0xABC-${tag}-Proof`);
    const plain = await deposit(client, '11');
    const withdrawal = await client.wallet.withdraw({ amount: '12', walletAddress });
    const foreign = await deposit(other.client, '13', `0xabc-${tag}-other`);
    await admin.admin.transactions.reject(plain.id, { reason: 'No payment received' });

    const ids = async (query: Parameters<typeof admin.admin.transactions.list>[0]) =>
      (await admin.admin.transactions.list(query)).items.map((item) => item.id);
    expect(await ids({ q: `0XAbc-${tag}` })).toEqual([foreign.id, hashed.id]);
    expect(await ids({ q: `abc-${tag}-proof`, userId })).toEqual([hashed.id]);
    expect(await ids({ q: 'usdt WITHDRAWAL', userId })).toEqual([withdrawal.id]);
    expect(await ids({ q: 'test funding', userId })).toHaveLength(1);
    // LIKE wildcards typed by an admin are text to find.
    expect(await ids({ q: `%${tag}`, userId })).toEqual([]);
    expect(await ids({ q: '_', userId })).toEqual([]);
    expect(await ids({ type: 'deposit', status: 'pending', userId })).toEqual([hashed.id]);
    expect(await ids({ type: 'withdrawal', userId })).toEqual([withdrawal.id]);
    expect(await ids({ status: 'rejected', userId })).toEqual([plain.id]);
    expect((await admin.admin.transactions.list({ status: 'pending', userId: other.userId })).total).toBe(1);
  });

  it('bounds the list and its CSV export by a period: from inclusive, to exclusive', async () => {
    const { client, userId } = await t.userClient();
    const made: string[] = [];
    for (const [i, at] of [
      '2026-01-01T10:00:00Z',
      '2026-01-02T10:00:00Z',
      '2026-01-03T10:00:00Z',
    ].entries()) {
      const tx = await deposit(client, `${10 + i}`);
      await t.db
        .knex('transactions')
        .where('id', tx.id)
        .update({ created_at: new Date(at) });
      made.push(tx.id);
    }
    const [first, second, third] = made;
    const ids = async (query: Parameters<typeof admin.admin.transactions.list>[0]) =>
      (await admin.admin.transactions.list(query)).items.map((item) => item.id);
    expect(await ids({ userId, from: '2026-01-02T10:00:00Z' })).toEqual([third, second]);
    expect(await ids({ userId, to: '2026-01-02T10:00:00Z' })).toEqual([first]);
    // A local day in UTC+01:00 is 23:00 the day before to 23:00 that day in UTC.
    expect(await ids({ userId, from: '2026-01-02T00:00:00+01:00', to: '2026-01-03T00:00:00+01:00' })).toEqual(
      [second],
    );
    expect((await admin.admin.transactions.list({ userId, from: '2026-01-02T00:00:00Z' })).total).toBe(2);

    const csv = await admin.admin.transactions.exportCsv({ userId, from: '2026-01-02T00:00:00Z' });
    const [header, ...records] = csv.trimEnd().split('\r\n');
    expect(header).toBe(
      'Date,Type,Status,Amount,Fee,Net amount,Description,Asset,Wallet address,Transaction hash,Admin notes,ID,User email,User name,Processed at,Processed by',
    );
    expect(records).toHaveLength(2);
    expect(records[0]).toMatch(new RegExp(`^2026-01-03T10:00:00.000Z,deposit,pending,12.00,.*,${third},`));
    expect(records[1]).toContain(second);

    const reversed = await expectAppError(
      admin.admin.transactions.list({ from: '2026-01-03T00:00:00Z', to: '2026-01-02T00:00:00Z' }),
      'VALIDATION_FAILED',
    );
    expect(reversed.fields).toEqual({ to: 'The end of the period must be after its start' });
    const garbled = await expectAppError(
      admin.admin.transactions.exportCsv({ from: 'yesterday' }),
      'VALIDATION_FAILED',
    );
    expect(garbled.fields).toEqual({ from: 'Enter a date and time such as 2026-11-26T00:00:00Z' });
  });

  it('pages by cursor without skipping or repeating a row', async () => {
    const { client, userId } = await t.userClient();
    const created = [];
    for (const amount of ['10', '11', '12', '13', '14']) created.push((await deposit(client, amount)).id);
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let pages = 0; pages < 10; pages += 1) {
      const page = await admin.admin.transactions.list({ userId, limit: 2, ...(cursor ? { cursor } : {}) });
      expect(page.total).toBe(5);
      seen.push(...page.items.map((item) => item.id));
      if (!page.nextCursor) break;
      cursor = page.nextCursor;
    }
    expect(seen).toEqual(created.reverse());
    await expectAppError(admin.admin.transactions.list({ cursor: 'garbage' }), 'VALIDATION_FAILED');
  });

  it('answers a missing transaction with 404, a malformed id or filter with 400, strangers with 401', async () => {
    await expectAppError(
      admin.admin.transactions.get(randomUUID()),
      'TRANSACTION_NOT_FOUND',
      'Transaction not found',
    );
    await expectAppError(admin.admin.transactions.get('1 OR 1=1'), 'VALIDATION_FAILED');
    await expectAppError(admin.admin.transactions.list({ type: 'gift' as 'deposit' }), 'VALIDATION_FAILED');
    await expectAppError(
      t.client().admin.transactions.list(),
      'ADMIN_SESSION_INVALID',
      'Invalid or expired session',
    );
  });
});

describe('approving and rejecting deposits', () => {
  it('credits an approved deposit once, through the ledger, with an audit entry and a notice', async () => {
    const { client, userId } = await t.userClient();
    const tx = await deposit(client, '150.50');
    const approved = carriedOut(
      await admin.admin.transactions.approve(tx.id, { notes: '  Matches the proof  ' }),
    );
    expect(approved).toMatchObject({
      id: tx.id,
      status: 'completed',
      adminNotes: 'Matches the proof',
      processedBy: adminId,
      processedByEmail: adminCredentials.email,
    });
    expect(approved.processedAt).not.toBeNull();
    expect(await balanceOf(client)).toBe('150.50');
    expect(await client.wallet.transactions.get(tx.id)).toMatchObject({ status: 'completed' });
    expect(await journalsOf(tx.id)).toEqual([
      { event: 'deposit_approved', account: `user:${userId}`, amount: '150.50' },
      { event: 'deposit_approved', account: 'platform:deposits', amount: '-150.50' },
    ]);
    expect(await auditOf(tx.id)).toEqual([
      {
        action: 'APPROVE_TRANSACTION',
        actor_type: 'admin',
        actor_id: adminId,
        table_name: 'transactions',
        old_values: { status: 'pending' },
        new_values: { status: 'completed', adminNotes: 'Matches the proof' },
      },
    ]);
    const { items } = await client.notifications.list();
    expect(items).toEqual([
      expect.objectContaining({
        type: 'deposit',
        title: 'Deposit approved',
        message: 'Your deposit of $150.50 has been approved and added to your balance.',
        isRead: false,
      }),
    ]);

    // A reviewed transaction never changes again, and the refusals change nothing.
    await expectAppError(
      admin.admin.transactions.approve(tx.id),
      'TRANSACTION_NOT_PENDING',
      'Transaction is no longer pending',
    );
    await expectAppError(
      admin.admin.transactions.reject(tx.id, { reason: 'Too late' }),
      'TRANSACTION_NOT_PENDING',
    );
    expect(await balanceOf(client)).toBe('150.50');
    expect(await auditOf(tx.id)).toHaveLength(1);
    expect((await journalsOf(tx.id)).length).toBe(2);
  });

  it('stores no notes when the approval has none', async () => {
    const { client } = await t.userClient();
    const tx = await deposit(client, '10');
    expect(await admin.admin.transactions.approve(tx.id)).toMatchObject({ adminNotes: null });
    expect(await admin.admin.transactions.approve(randomUUID()).catch((e) => e.code)).toBe(
      'TRANSACTION_NOT_FOUND',
    );
  });

  it('rejects a deposit with the reason as notes, moves no money and tells the user why', async () => {
    const { client } = await t.userClient();
    const tx = await deposit(client, '80');
    const rejected = await admin.admin.transactions.reject(tx.id, { reason: '  Proof does not match  ' });
    expect(rejected).toMatchObject({
      status: 'rejected',
      adminNotes: 'Proof does not match',
      processedBy: adminId,
    });
    expect(await balanceOf(client)).toBe('0.00');
    expect(await journalsOf(tx.id)).toEqual([]);
    expect(await auditOf(tx.id)).toEqual([
      expect.objectContaining({
        action: 'REJECT_TRANSACTION',
        old_values: { status: 'pending' },
        new_values: { status: 'rejected', adminNotes: 'Proof does not match' },
      }),
    ]);
    expect((await client.notifications.list()).items).toEqual([
      expect.objectContaining({
        type: 'deposit',
        title: 'Deposit rejected',
        message: 'Your deposit of $80.00 was rejected. Reason: Proof does not match',
      }),
    ]);
    await expectAppError(admin.admin.transactions.approve(tx.id), 'TRANSACTION_NOT_PENDING');
    expect(await balanceOf(client)).toBe('0.00');
  });

  it.each([
    ['blank', { reason: '   ' }],
    ['missing', {}],
  ])('refuses a %s rejection reason and changes nothing', async (_, body) => {
    const { client } = await t.userClient();
    const tx = await deposit(client, '20');
    const message = 'Please provide a reason for rejecting this transaction';
    const error = await expectAppError(
      admin.admin.transactions.reject(tx.id, body as { reason: string }),
      'VALIDATION_FAILED',
      message,
    );
    expect(error.fields).toEqual({ reason: message });
    expect(await admin.admin.transactions.get(tx.id)).toMatchObject({
      status: 'pending',
      adminNotes: null,
      processedBy: null,
    });
    expect(await auditOf(tx.id)).toEqual([]);
    expect((await client.notifications.list()).items).toEqual([]);
  });

  it('treats completed rows that were never reviewable (funding, other types) as not pending', async () => {
    const { userId } = await t.userClient();
    await t.fund(userId, '40.00');
    const [funding] = (await admin.admin.transactions.list({ userId })).items;
    await expectAppError(admin.admin.transactions.approve(funding?.id ?? ''), 'TRANSACTION_NOT_PENDING');
    const [transfer] = await t.db
      .knex('transactions')
      .insert({
        user_id: userId,
        type: 'transfer',
        amount: '5.00',
        fee: '0.00',
        net_amount: '5.00',
        status: 'pending',
        description: 'A pending transfer',
      })
      .returning('id');
    await expectAppError(admin.admin.transactions.approve(transfer.id), 'TRANSACTION_NOT_PENDING');
    await expectAppError(
      admin.admin.transactions.reject(transfer.id, { reason: 'No' }),
      'TRANSACTION_NOT_PENDING',
    );
    // The pending transfer stays as it was (and is tidied away so later lists stay meaningful).
    expect(await t.db.knex('transactions').where('id', transfer.id).first('status')).toEqual({
      status: 'pending',
    });
    await t.db.knex('transactions').where('id', transfer.id).delete();
    expect(await auditOf(transfer.id)).toEqual([]);
  });
});

describe('approving and rejecting withdrawals', () => {
  async function heldTotal(): Promise<string> {
    const row = await t.db
      .knex('ledger_entries')
      .where('account', 'platform:withdrawals-held')
      .first(t.db.knex.raw('coalesce(sum(amount), 0)::numeric(20,2)::text as total'));
    return row.total;
  }

  it('pays out the held amount on approval: the net to the wallet, the fee to the platform', async () => {
    const { client, userId } = await t.userClient();
    await t.fund(userId, '100.00');
    const tx = await client.wallet.withdraw({ amount: '50', walletAddress });
    expect(await balanceOf(client)).toBe('50.00');
    const approved = carriedOut(await admin.admin.transactions.approve(tx.id, { notes: 'Sent' }));
    expect(approved).toMatchObject({ status: 'completed', amount: '50.00', fee: '1.00', netAmount: '49.00' });
    expect(await balanceOf(client)).toBe('50.00');
    const entries = await journalsOf(tx.id);
    expect(entries.filter((e) => e.event === 'withdrawal_approved')).toEqual([
      { event: 'withdrawal_approved', account: 'platform:withdrawals-held', amount: '-50.00' },
      { event: 'withdrawal_approved', account: 'platform:withdrawals', amount: '49.00' },
      { event: 'withdrawal_approved', account: 'platform:fees', amount: '1.00' },
    ]);
    expect(await auditOf(tx.id)).toEqual([expect.objectContaining({ action: 'APPROVE_TRANSACTION' })]);
    expect((await client.notifications.list()).items).toEqual([
      expect.objectContaining({
        type: 'withdrawal',
        title: 'Withdrawal approved',
        message:
          'Your withdrawal of $50.00 has been approved: $49.00 is on its way to your wallet (fee $1.00).',
      }),
    ]);
    await expectAppError(client.wallet.cancelWithdrawal(tx.id), 'WITHDRAWAL_NOT_CANCELLABLE');
    expect(await balanceOf(client)).toBe('50.00');
  });

  it('records the payout\u2019s TRON transaction id, which the user sees on the row and in the CSV', async () => {
    const { client, userId } = await t.userClient();
    await t.fund(userId, '100.00');
    const tx = await client.wallet.withdraw({ amount: '40', walletAddress });
    const payout = `0x${'AB12'.repeat(16)}`;
    await expectAppError(
      admin.admin.transactions.approve(tx.id, { payoutTxHash: 'abc' }),
      'VALIDATION_FAILED',
      'Enter the 64-character TRON transaction id of the payout',
    );
    const approved = carriedOut(await admin.admin.transactions.approve(tx.id, { payoutTxHash: payout }));
    expect(approved.transactionHash).toBe('ab12'.repeat(16));
    expect((await client.wallet.transactions.get(tx.id)).transactionHash).toBe('ab12'.repeat(16));
    const csv = await client.wallet.transactions.exportCsv();
    expect(csv).toContain('ab12'.repeat(16));
    // A deposit is not paid out.
    const deposit = await client.wallet.deposit({
      amount: '20',
      proof: new Blob([pngBytes], { type: 'image/png' }),
    });
    await expectAppError(
      admin.admin.transactions.approve(deposit.id, { payoutTxHash: 'ab12'.repeat(16) }),
      'VALIDATION_FAILED',
      'Only a withdrawal is paid out',
    );
    expect((await client.wallet.transactions.get(deposit.id)).status).toBe('pending');
  });

  it('returns the held amount to the balance on rejection', async () => {
    const before = await heldTotal();
    const { client, userId } = await t.userClient();
    await t.fund(userId, '100.00');
    const tx = await client.wallet.withdraw({ amount: '60', walletAddress });
    expect(await balanceOf(client)).toBe('40.00');
    await admin.admin.transactions.reject(tx.id, { reason: 'Wallet flagged' });
    expect(await balanceOf(client)).toBe('100.00');
    expect(await heldTotal()).toBe(before);
    expect((await journalsOf(tx.id)).filter((e) => e.event === 'withdrawal_released')).toEqual([
      { event: 'withdrawal_released', account: 'platform:withdrawals-held', amount: '-60.00' },
      { event: 'withdrawal_released', account: `user:${userId}`, amount: '60.00' },
    ]);
    expect((await client.notifications.list()).items).toEqual([
      expect.objectContaining({
        type: 'withdrawal',
        title: 'Withdrawal rejected',
        message:
          'Your withdrawal of $60.00 was rejected and the amount returned to your balance. Reason: Wallet flagged',
      }),
    ]);
  });

  it('cannot review a withdrawal its owner cancelled', async () => {
    const { client, userId } = await t.userClient();
    await t.fund(userId, '100.00');
    const tx = await client.wallet.withdraw({ amount: '30', walletAddress });
    await client.wallet.cancelWithdrawal(tx.id);
    await expectAppError(admin.admin.transactions.approve(tx.id), 'TRANSACTION_NOT_PENDING');
    await expectAppError(admin.admin.transactions.reject(tx.id, { reason: 'x' }), 'TRANSACTION_NOT_PENDING');
    expect(await balanceOf(client)).toBe('100.00');
    expect(await auditOf(tx.id)).toEqual([]);
  });
});

describe('payment proofs', () => {
  it('are served to admins and the owner only, with the sniffed type', async () => {
    const owner = await t.userClient();
    const other = await t.userClient();
    const tx = await deposit(owner.client, '15');
    const proof = await admin.admin.transactions.proof(tx.id);
    expect(proof.type).toBe('image/png');
    expect(new Uint8Array(await proof.arrayBuffer())).toEqual(pngBytes);
    expect((await owner.client.wallet.transactions.proof(tx.id)).size).toBe(pngBytes.length);
    await expectAppError(other.client.wallet.transactions.proof(tx.id), 'TRANSACTION_NOT_FOUND');
    await expectAppError(
      t
        .client()
        .request({ method: 'GET', path: `/api/transactions/${tx.id}/proof`, auth: 'none', raw: true }),
      'UNAUTHENTICATED',
    );
    await expectAppError(
      t.clientWithToken('tsa_forged').request({
        method: 'GET',
        path: `/api/transactions/${tx.id}/proof`,
        auth: 'admin',
        raw: true,
      }),
      'ADMIN_SESSION_INVALID',
    );
    await expectAppError(admin.admin.transactions.proof(randomUUID()), 'TRANSACTION_NOT_FOUND');
    await t.fund(owner.userId, '50.00');
    const withdrawal = await owner.client.wallet.withdraw({ amount: '20', walletAddress });
    await expectAppError(
      admin.admin.transactions.proof(withdrawal.id),
      'PROOF_NOT_FOUND',
      'Payment proof not found',
    );
  });
});

describe('realtime', () => {
  it('tells the owner and the back office about a review, after it commits', async () => {
    const { client, userId } = await t.userClient();
    const tx = await deposit(client, '42');
    const events = await recordEvents(t.db);
    try {
      await admin.admin.transactions.approve(tx.id);
      const me = `me:${userId}`;
      const profile = await events.waitFor((m) => m.topic === me && m.event === 'profile');
      expect(profile.data).toEqual({ balance: '42.00' });
      const update = await events.waitFor((m) => m.topic === 'admin.transactions');
      expect(update).toMatchObject({
        event: 'update',
        data: { id: tx.id, type: 'deposit', status: 'completed' },
      });
      const changed = await events.waitFor((m) => m.topic === me && m.event === 'transaction');
      expect(changed.data).toEqual({ id: tx.id, status: 'completed' });
      await events.waitFor((m) => m.topic === me && m.event === 'notification');
    } finally {
      await events.stop();
    }
  });
});

describe('the API document', () => {
  it('lists both token types for the proof route and documents the review routes', async () => {
    const document = (await (await fetch(`${t.url}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { security?: unknown; responses: Record<string, unknown> }>>;
    };
    expect(document.paths['/api/transactions/{id}/proof']?.get?.security).toEqual([
      { userToken: [] },
      { adminToken: [] },
    ]);
    const approve = document.paths['/api/admin/transactions/{id}/approve']?.post;
    expect(approve?.security).toEqual([{ adminToken: [] }]);
    expect(Object.keys(approve?.responses ?? {})).toEqual(expect.arrayContaining(['200', '404', '409']));
    expect(document.paths['/api/admin/payment-settings/qr']?.post).toBeDefined();
  });
});
