import { randomUUID } from 'node:crypto';
import { encodeTrc20Address, planWithdrawalApproval, toDecimal } from '@tradesim/core';
import type { AppError, TradesimClient } from '@tradesim/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRateLimits } from '../src/config.js';
import { recordJournal } from '../src/modules/ledger/repo.js';
import { expectAppError } from './support/errors.js';
import { type EventLog, recordEvents } from './support/event-log.js';
import { assertLedgerInvariants } from './support/ledger.js';
import { startTestServer, type TestServer } from './support/test-server.js';

let t: TestServer;

beforeAll(async () => {
  // Every case registers its own users, more than one IP may register in 15 minutes.
  t = await startTestServer({ config: { rateLimits: { ...defaultRateLimits, registerPerIp: 1_000 } } });
});
afterAll(async () => {
  await t.close();
});

const walletAddress = encodeTrc20Address(new Uint8Array(20).map((_, i) => i * 11));
const formatMessage =
  'Invalid TRC20 wallet address format. Address should start with "T" and be 34 characters long.';

async function fundedUser(amount = '100.00') {
  const user = await t.userClient();
  await t.fund(user.userId, amount);
  return user;
}

async function balanceOf(client: TradesimClient): Promise<string> {
  return (await client.me.get()).balance;
}

async function withdrawalRows(userId: string) {
  return t.db.knex('transactions').where({ user_id: userId, type: 'withdrawal' });
}

/** Held money must be exactly what pending withdrawals hold: nothing leaks, nothing doubles. */
async function assertHeldMatchesPending(): Promise<void> {
  const held = await t.db
    .knex('ledger_entries')
    .where('account', 'platform:withdrawals-held')
    .first(t.db.knex.raw('coalesce(sum(amount), 0)::text as total'));
  const pending = await t.db
    .knex('transactions')
    .where({ type: 'withdrawal', status: 'pending' })
    .first(t.db.knex.raw('coalesce(sum(amount), 0)::text as total'));
  expect(toDecimal(held.total).toFixed(2)).toBe(toDecimal(pending.total).toFixed(2));
  await assertLedgerInvariants(t.db);
}

/** What the admin review (another module) does on approval, so a completed withdrawal exists. */
async function approveWithdrawal(id: string): Promise<void> {
  await t.db.knex.transaction(async (trx) => {
    const row = await trx('transactions').where('id', id).forUpdate().first();
    const plan = planWithdrawalApproval({
      userId: row.user_id,
      type: row.type,
      status: row.status,
      amount: toDecimal(row.amount),
      fee: toDecimal(row.fee),
    });
    const now = new Date();
    await trx('transactions')
      .where('id', id)
      .update({ status: plan.status, processed_at: now, updated_at: now });
    if (plan.journal) await recordJournal(trx, plan.journal, { reference: { type: 'transaction', id }, now });
  });
}

/** Outcomes of calls fired together: successes and the codes of the failures. */
async function settle<T>(calls: Promise<T>[]): Promise<{ ok: T[]; codes: string[] }> {
  const results = await Promise.allSettled(calls);
  return {
    ok: results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : [])),
    codes: results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as AppError).code] : [])),
  };
}

describe('withdrawal request', () => {
  it('holds the amount at once and takes the fee out of it', async () => {
    const { client, userId } = await fundedUser('100.00');
    const tx = await client.wallet.withdraw({ amount: '25.00', walletAddress: `  ${walletAddress} ` });
    expect(tx).toMatchObject({
      type: 'withdrawal',
      amount: '25.00',
      fee: '1.00',
      netAmount: '24.00',
      status: 'pending',
      walletAddress,
      description: 'USDT withdrawal to TRC20 wallet',
      transactionHash: null,
      hasProof: false,
      processedAt: null,
    });
    expect(await balanceOf(client)).toBe('75.00');
    const postings = await t.db
      .knex('ledger_entries')
      .where('reference_id', tx.id)
      .orderBy('amount')
      .select('event', 'account', 'amount');
    expect(postings).toEqual([
      { event: 'withdrawal_requested', account: `user:${userId}`, amount: '-25.00' },
      { event: 'withdrawal_requested', account: 'platform:withdrawals-held', amount: '25.00' },
    ]);
    expect(await client.wallet.transactions.get(tx.id)).toEqual(tx);
    await assertHeldMatchesPending();
  });

  it('lets the whole balance go, to the cent, and accepts a JSON number', async () => {
    const { client } = await fundedUser('40.35');
    const tx = await client.wallet.withdraw({ amount: 40.35, walletAddress });
    expect(tx).toMatchObject({ amount: '40.35', fee: '1.00', netAmount: '39.35' });
    expect(await balanceOf(client)).toBe('0.00');
  });

  it('reads the minimum and the fee from the trading settings', async () => {
    const { client } = await fundedUser('100.00');
    await t.db.knex('trading_settings').update({ min_withdrawal: '20.00', withdrawal_fee: '2.50' });
    try {
      await expectAppError(
        client.wallet.withdraw({ amount: '19.99', walletAddress }),
        'AMOUNT_TOO_SMALL',
        'Minimum withdrawal amount is $20',
      );
      const tx = await client.wallet.withdraw({ amount: '30', walletAddress });
      expect(tx).toMatchObject({ amount: '30.00', fee: '2.50', netAmount: '27.50' });
      expect(await balanceOf(client)).toBe('70.00');
    } finally {
      await t.db.knex('trading_settings').update({ min_withdrawal: '10.00', withdrawal_fee: '1.00' });
    }
  });

  it.each([
    ['a wrong first letter', `X${walletAddress.slice(1)}`, formatMessage],
    ['a character outside base58', `${walletAddress.slice(0, 33)}!`, formatMessage],
    ['33 characters', walletAddress.slice(0, 33), 'TRC20 wallet address must be exactly 34 characters long'],
    ['35 characters', `${walletAddress}1`, 'TRC20 wallet address must be exactly 34 characters long'],
    [
      'a typo (bad checksum)',
      `${walletAddress.slice(0, 33)}${walletAddress.endsWith('2') ? '3' : '2'}`,
      'Invalid TRC20 wallet address: the checksum does not match. Check the address for typos.',
    ],
  ])('refuses an address with %s', async (_case, address, message) => {
    const { client, userId } = await fundedUser();
    const error = await expectAppError(
      client.wallet.withdraw({ amount: '25', walletAddress: address }),
      'INVALID_WALLET_ADDRESS',
      message,
    );
    expect(error.fields).toEqual({ walletAddress: message });
    expect(await balanceOf(client)).toBe('100.00');
    expect(await withdrawalRows(userId)).toEqual([]);
  });

  it('asks for an address when it is blank', async () => {
    const { client } = await fundedUser();
    const error = await expectAppError(
      client.wallet.withdraw({ amount: '25', walletAddress: '   ' }),
      'VALIDATION_FAILED',
      'Please enter your TRC20 wallet address',
    );
    expect(error.fields).toEqual({ walletAddress: 'Please enter your TRC20 wallet address' });
  });

  it.each([
    ['9.99', 'AMOUNT_TOO_SMALL', 'Minimum withdrawal amount is $10'],
    ['100.01', 'INSUFFICIENT_BALANCE', 'Insufficient balance for withdrawal'],
    ['25.001', 'VALIDATION_FAILED', 'Please enter a valid amount'],
    ['0', 'VALIDATION_FAILED', 'Please enter a valid amount'],
    ['1e3', 'VALIDATION_FAILED', 'Please enter a valid amount'],
  ])('refuses the amount %s with %s', async (amount, code, message) => {
    const { client, userId } = await fundedUser('100.00');
    await expectAppError(client.wallet.withdraw({ amount, walletAddress }), code, message);
    expect(await balanceOf(client)).toBe('100.00');
    expect(await withdrawalRows(userId)).toEqual([]);
  });

  it('refuses a user with no balance at all', async () => {
    const { client } = await t.userClient();
    await expectAppError(
      client.wallet.withdraw({ amount: '10', walletAddress }),
      'INSUFFICIENT_BALANCE',
      'Insufficient balance for withdrawal',
    );
  });
});

describe('withdrawal cancel', () => {
  it('returns the held amount and closes the withdrawal', async () => {
    const { client, userId } = await fundedUser('100.00');
    const tx = await client.wallet.withdraw({ amount: '25.00', walletAddress });
    const cancelled = await client.wallet.cancelWithdrawal(tx.id);
    expect(cancelled).toMatchObject({ id: tx.id, status: 'cancelled', amount: '25.00', fee: '1.00' });
    expect(cancelled.processedAt).not.toBeNull();
    expect(cancelled.updatedAt).toBe(cancelled.processedAt);
    expect(await balanceOf(client)).toBe('100.00');
    const released = await t.db
      .knex('ledger_entries')
      .where({ reference_id: tx.id, event: 'withdrawal_released' })
      .orderBy('amount')
      .select('account', 'amount');
    expect(released).toEqual([
      { account: 'platform:withdrawals-held', amount: '-25.00' },
      { account: `user:${userId}`, amount: '25.00' },
    ]);
    await assertHeldMatchesPending();
  });

  it('refuses a cancelled, a completed withdrawal and a deposit with 409', async () => {
    const { client } = await fundedUser('100.00');
    const first = await client.wallet.withdraw({ amount: '30', walletAddress });
    await client.wallet.cancelWithdrawal(first.id);
    await expectAppError(
      client.wallet.cancelWithdrawal(first.id),
      'WITHDRAWAL_NOT_CANCELLABLE',
      'Only pending withdrawals can be cancelled',
    );
    const second = await client.wallet.withdraw({ amount: '30', walletAddress });
    await approveWithdrawal(second.id);
    await expectAppError(
      client.wallet.cancelWithdrawal(second.id),
      'WITHDRAWAL_NOT_CANCELLABLE',
      'Only pending withdrawals can be cancelled',
    );
    const deposits = await client.wallet.transactions.list({ type: 'deposit' });
    const deposit = deposits.items[0];
    if (!deposit) throw new Error('the funding deposit is missing');
    await expectAppError(
      client.wallet.cancelWithdrawal(deposit.id),
      'WITHDRAWAL_NOT_CANCELLABLE',
      'Only pending withdrawals can be cancelled',
    );
    expect(await balanceOf(client)).toBe('70.00');
    await assertHeldMatchesPending();
  });

  it("is 404 on another user's withdrawal and changes nothing", async () => {
    const owner = await fundedUser('100.00');
    const other = await fundedUser('100.00');
    const tx = await owner.client.wallet.withdraw({ amount: '50', walletAddress });
    await expectAppError(
      other.client.wallet.cancelWithdrawal(tx.id),
      'TRANSACTION_NOT_FOUND',
      'Transaction not found',
    );
    expect((await owner.client.wallet.transactions.get(tx.id)).status).toBe('pending');
    expect(await balanceOf(owner.client)).toBe('50.00');
    expect(await balanceOf(other.client)).toBe('100.00');
  });

  it('is 404 for an unknown id and 400 for a malformed one', async () => {
    const { client } = await t.userClient();
    await expectAppError(client.wallet.cancelWithdrawal(randomUUID()), 'TRANSACTION_NOT_FOUND');
    await expectAppError(client.wallet.cancelWithdrawal('12345'), 'VALIDATION_FAILED', 'Invalid id');
  });

  it('changes a withdrawal once when cancels race', async () => {
    const { client } = await fundedUser('100.00');
    const tx = await client.wallet.withdraw({ amount: '40', walletAddress });
    const { ok, codes } = await settle(
      Array.from({ length: 5 }, () => client.wallet.cancelWithdrawal(tx.id)),
    );
    expect(ok).toHaveLength(1);
    expect(codes).toEqual(Array(4).fill('WITHDRAWAL_NOT_CANCELLABLE'));
    expect(await balanceOf(client)).toBe('100.00');
    await assertHeldMatchesPending();
  });
});

describe('idempotency', () => {
  /** Straight over HTTP, so refusals come back as responses whose status and body can be compared. */
  async function rawWithdraw(client: TradesimClient, key: string, amount: string) {
    const response = await fetch(`${t.url}/api/withdrawals`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${client.credentials().user?.accessToken}`,
        'content-type': 'application/json',
        'idempotency-key': key,
      },
      body: JSON.stringify({ amount, walletAddress }),
    });
    return {
      status: response.status,
      replayed: response.headers.get('idempotent-replayed'),
      body: await response.json(),
    };
  }

  it('acts once for twenty simultaneous sends of one withdrawal', async () => {
    const { client, userId } = await fundedUser('100.00');
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => rawWithdraw(client, 'w-20', '25.00')),
    );
    const [first] = responses;
    for (const response of responses) {
      expect(response.status).toBe(201);
      expect(response.body).toEqual(first?.body);
    }
    expect(responses.filter((r) => r.replayed === 'true')).toHaveLength(19);
    expect(first?.body).toMatchObject({
      amount: '25.00',
      fee: '1.00',
      netAmount: '24.00',
      status: 'pending',
    });
    expect(await withdrawalRows(userId)).toHaveLength(1);
    expect(await balanceOf(client)).toBe('75.00');
    await assertHeldMatchesPending();
  });

  it('refuses the same key with another body, and replays a refusal as it was', async () => {
    const { client, userId } = await fundedUser('100.00');
    await client.wallet.withdraw({ amount: '25', walletAddress }, { idempotencyKey: 'w-reuse' });
    await expectAppError(
      client.wallet.withdraw({ amount: '26', walletAddress }, { idempotencyKey: 'w-reuse' }),
      'IDEMPOTENCY_KEY_REUSED',
      'This Idempotency-Key was already used with a different request',
    );
    const refused = await rawWithdraw(client, 'w-too-much', '500.00');
    expect(refused).toMatchObject({ status: 422, body: { error: { code: 'INSUFFICIENT_BALANCE' } } });
    await t.fund(userId, '1000.00');
    // Same key, same body: the recorded refusal, not a second attempt with the new balance.
    expect(await rawWithdraw(client, 'w-too-much', '500.00')).toEqual({ ...refused, replayed: 'true' });
    expect(await withdrawalRows(userId)).toHaveLength(1);
  });

  it('keys are per user: another user may use the same key', async () => {
    const a = await fundedUser('100.00');
    const b = await fundedUser('100.00');
    const txA = await a.client.wallet.withdraw({ amount: '20', walletAddress }, { idempotencyKey: 'shared' });
    const txB = await b.client.wallet.withdraw({ amount: '20', walletAddress }, { idempotencyKey: 'shared' });
    expect(txB.id).not.toBe(txA.id);
    expect(await balanceOf(b.client)).toBe('80.00');
  });

  it('without a key, two identical requests are two withdrawals', async () => {
    const { client, userId } = await fundedUser('100.00');
    await client.wallet.withdraw({ amount: '20', walletAddress });
    await client.wallet.withdraw({ amount: '20', walletAddress });
    expect(await withdrawalRows(userId)).toHaveLength(2);
    expect(await balanceOf(client)).toBe('60.00');
  });

  it('replays a cancel, returning the money once', async () => {
    const { client } = await fundedUser('100.00');
    const tx = await client.wallet.withdraw({ amount: '25', walletAddress });
    const first = await client.wallet.cancelWithdrawal(tx.id, { idempotencyKey: 'c-1' });
    const again = await client.wallet.cancelWithdrawal(tx.id, { idempotencyKey: 'c-1' });
    expect(again).toEqual(first);
    expect(await balanceOf(client)).toBe('100.00');
  });
});

describe('races', () => {
  it('of two withdrawals that together exceed the balance, exactly one succeeds', async () => {
    const { client, userId } = await fundedUser('100.00');
    const { ok, codes } = await settle([
      client.wallet.withdraw({ amount: '60', walletAddress }),
      client.wallet.withdraw({ amount: '60', walletAddress }),
    ]);
    expect(ok).toHaveLength(1);
    expect(codes).toEqual(['INSUFFICIENT_BALANCE']);
    expect(await balanceOf(client)).toBe('40.00');
    expect(await withdrawalRows(userId)).toHaveLength(1);
    await assertHeldMatchesPending();
  });

  it('of ten withdrawals of 25.00 from 100.00, exactly four succeed and the balance ends at 0.00', async () => {
    const { client, userId } = await fundedUser('100.00');
    const { ok, codes } = await settle(
      Array.from({ length: 10 }, () => client.wallet.withdraw({ amount: '25.00', walletAddress })),
    );
    expect(ok).toHaveLength(4);
    expect(codes).toEqual(Array(6).fill('INSUFFICIENT_BALANCE'));
    expect(await balanceOf(client)).toBe('0.00');
    expect(await withdrawalRows(userId)).toHaveLength(4);
    await assertHeldMatchesPending();
  });

  it('withdrawals and cancels interleaved keep the balance and the ledger in step', async () => {
    const { client } = await fundedUser('100.00');
    const held = await Promise.all([
      client.wallet.withdraw({ amount: '30', walletAddress }),
      client.wallet.withdraw({ amount: '30', walletAddress }),
    ]);
    const { ok } = await settle([
      ...held.map((tx) => client.wallet.cancelWithdrawal(tx.id)),
      client.wallet.withdraw({ amount: '70', walletAddress }),
      client.wallet.withdraw({ amount: '40', walletAddress }),
    ]);
    const open = ok.filter((tx) => tx.status === 'pending');
    const expected = open.reduce((left, tx) => left.minus(tx.amount), toDecimal('100.00'));
    expect(ok.filter((tx) => tx.status === 'cancelled')).toHaveLength(2);
    expect(await balanceOf(client)).toBe(expected.toFixed(2));
    expect(expected.isNegative()).toBe(false);
    await assertHeldMatchesPending();
  });
});

/** Hears every realtime message the server publishes, as an instance's outbox tail does. */
function listenToEvents(): Promise<EventLog> {
  return recordEvents(t.db);
}

async function eventually(check: () => void): Promise<void> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

describe('realtime events', () => {
  it('tell the owner and the back office about deposits, withdrawals and cancels', async () => {
    const { client, userId } = await fundedUser('100.00');
    const listener = await listenToEvents();
    try {
      const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]);
      const deposit = await client.wallet.deposit({ amount: '10', proof: new Blob([png]) });
      const withdrawal = await client.wallet.withdraw({ amount: '25', walletAddress });
      await client.wallet.cancelWithdrawal(withdrawal.id);
      const me = `me:${userId}`;
      const ids = new Set([deposit.id, withdrawal.id]);
      const mine = () =>
        listener.messages
          .filter((m) => m.topic === me || ids.has((m.data as { id?: string }).id ?? ''))
          .map(({ topic, event, data }) => ({ topic, event, data }));
      const expected = [
        { topic: me, event: 'transaction', data: { id: deposit.id, status: 'pending' } },
        {
          topic: 'admin.transactions',
          event: 'insert',
          data: { id: deposit.id, type: 'deposit', status: 'pending' },
        },
        { topic: me, event: 'profile', data: { balance: '75.00' } },
        { topic: me, event: 'transaction', data: { id: withdrawal.id, status: 'pending' } },
        {
          topic: 'admin.transactions',
          event: 'insert',
          data: { id: withdrawal.id, type: 'withdrawal', status: 'pending' },
        },
        { topic: me, event: 'profile', data: { balance: '100.00' } },
        { topic: me, event: 'transaction', data: { id: withdrawal.id, status: 'cancelled' } },
        {
          topic: 'admin.transactions',
          event: 'update',
          data: { id: withdrawal.id, type: 'withdrawal', status: 'cancelled' },
        },
      ];
      await eventually(() => expect(mine()).toEqual(expected));
    } finally {
      await listener.stop();
    }
  });

  it('say nothing about a refused request', async () => {
    const { client, userId } = await fundedUser('10.00');
    const listener = await listenToEvents();
    try {
      await expectAppError(client.wallet.withdraw({ amount: '20', walletAddress }), 'INSUFFICIENT_BALANCE');
      // A later event proves delivery is live, so the silence before it means nothing was sent.
      const tx = await client.wallet.withdraw({ amount: '10', walletAddress });
      await eventually(() => expect(listener.messages.some((m) => m.event === 'insert')).toBe(true));
      const forUser = listener.messages.filter((m) => m.topic === `me:${userId}`);
      expect(forUser.map((m) => m.event)).toEqual(['profile', 'transaction']);
      expect(forUser[1]?.data).toEqual({ id: tx.id, status: 'pending' });
    } finally {
      await listener.stop();
    }
  });
});
