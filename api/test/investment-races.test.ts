import { type AppError, encodeTrc20Address, toDecimal } from '@tradesim/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleMatured } from '../src/modules/investments/settlement.js';
import { type CatalogueIds, loadCatalogue } from './support/catalogue.js';
import { assertLedgerInvariants } from './support/ledger.js';
import { startTestServer, type TestServer } from './support/test-server.js';

let t: TestServer;
let catalogue: CatalogueIds;
const hour = 3_600_000;
const walletAddress = encodeTrc20Address(new Uint8Array(20).map((_, i) => 40 + i));

beforeAll(async () => {
  t = await startTestServer({ seedDemo: true, testClock: true });
  catalogue = await loadCatalogue(t.db);
});
afterAll(async () => {
  await t.close();
});

function settled<T>(results: PromiseSettledResult<T>[]) {
  const fulfilled = results.filter((r): r is PromiseFulfilledResult<T> => r.status === 'fulfilled');
  const rejected = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
  return { fulfilled: fulfilled.map((r) => r.value), rejected: rejected.map((r) => r.reason as AppError) };
}

describe('races', () => {
  it('50 concurrent $10 purchases against $100: exactly 10 succeed and the balance is 0.00', async () => {
    const { client, userId } = await t.userClient();
    await t.fund(userId, '100.00');
    const order = { assetId: catalogue.asset('BTC').id, durationId: catalogue.duration(24).id, amount: '10' };
    const results = settled(
      await Promise.allSettled(Array.from({ length: 50 }, () => client.investments.purchase(order))),
    );
    expect(results.fulfilled).toHaveLength(10);
    expect(results.rejected).toHaveLength(40);
    expect(new Set(results.rejected.map((error) => error.code))).toEqual(new Set(['INSUFFICIENT_BALANCE']));
    expect((await client.me.get()).balance).toBe('0.00');
    expect((await client.investments.list()).items).toHaveLength(10);
    await assertLedgerInvariants(t.db);
  });

  it('purchases, withdrawals and admin debits racing for one balance take it exactly to zero', async () => {
    // Three writers that debit a balance by different paths: the purchase's batched conditional
    // statement, and the withdrawal's and the admin adjustment's transactions that lock the
    // profile. $100 pays for four of the twelve $25 debits, whoever wins.
    const { client, userId } = await t.userClient();
    await t.fund(userId, '100.00');
    const admin = await t.adminClient();
    const order = { assetId: catalogue.asset('BTC').id, durationId: catalogue.duration(24).id, amount: '25' };
    const debits = await Promise.allSettled([
      ...Array.from({ length: 4 }, () => client.investments.purchase(order)),
      ...Array.from({ length: 4 }, () => client.wallet.withdraw({ amount: '25', walletAddress })),
      ...Array.from({ length: 4 }, () =>
        admin.admin.users.adjustBalance(userId, { amount: '-25', reason: 'Race test' }),
      ),
    ]);
    expect(debits.filter((debit) => debit.status === 'fulfilled')).toHaveLength(4);
    debits.forEach((debit, index) => {
      if (debit.status === 'fulfilled') return;
      const refusal = index < 8 ? 'INSUFFICIENT_BALANCE' : 'BALANCE_WOULD_BE_NEGATIVE';
      expect((debit.reason as AppError).code).toBe(refusal);
    });
    expect((await client.me.get()).balance).toBe('0.00');
    await assertLedgerInvariants(t.db);
  });

  it('a sale racing the settlement job credits the investment once', async () => {
    const { client, userId } = await t.userClient();
    await t.fund(userId, '25.00');
    const bought = await client.investments.purchase({
      assetId: catalogue.asset('ETH').id,
      durationId: catalogue.duration(5).id,
      amount: '25.00',
    });
    t.server.ctx.clock.advance(5 * hour);
    const now = t.server.ctx.clock.now();
    const [sale, job] = await Promise.allSettled([
      client.investments.sell(bought.id),
      t.db.knex.transaction((trx) => settleMatured(trx, { now, limit: 100 })),
    ]);
    const credits = await t.db
      .knex('ledger_entries')
      .where({ reference_id: bought.id, event: 'investment_settled', user_id: userId });
    expect(credits).toHaveLength(1);
    const saleWon = sale.status === 'fulfilled';
    const jobSettled = job.status === 'fulfilled' ? job.value : 0;
    expect(saleWon ? 0 : 1).toBe(jobSettled >= 1 ? 1 : 0);
    if (!saleWon) expect((sale.reason as AppError).code).toBe('INVESTMENT_NOT_ACTIVE');
    const investment = await client.investments.get(bought.id);
    expect(investment.status).toBe('completed');
    expect((await client.me.get()).balance).toBe(credits[0]?.amount);
    await assertLedgerInvariants(t.db);
  });

  it('a sale and a completion of one matured investment settle it once', async () => {
    const { client, userId } = await t.userClient();
    await t.fund(userId, '25.00');
    const bought = await client.investments.purchase({
      assetId: catalogue.asset('AAPL').id,
      durationId: catalogue.duration(5).id,
      amount: '25.00',
    });
    t.server.ctx.clock.advance(5 * hour);
    const results = settled(
      await Promise.allSettled([
        client.investments.sell(bought.id),
        client.investments.complete(bought.id),
        client.investments.list('active'),
      ]),
    );
    const credits = await t.db
      .knex('ledger_entries')
      .where({ reference_id: bought.id, event: 'investment_settled' });
    expect(credits.filter((posting) => posting.user_id === userId)).toHaveLength(1);
    for (const error of results.rejected) expect(error.code).toBe('INVESTMENT_NOT_ACTIVE');
    await assertLedgerInvariants(t.db);
  });

  it('the settlement job, portfolio loads, a sale and a completion settle each matured investment once', async () => {
    const { client, userId } = await t.userClient();
    await t.fund(userId, '100.00');
    const order = {
      assetId: catalogue.asset('ETH').id,
      durationId: catalogue.duration(5).id,
      amount: '10.00',
    };
    const ids: string[] = [];
    for (let i = 0; i < 10; i++) ids.push((await client.investments.purchase(order)).id);
    t.server.ctx.clock.advance(5 * hour);
    const outcomes = await Promise.allSettled([
      t.server.jobs.runNow('settle-matured'),
      client.investments.sell(ids[0] ?? ''),
      client.investments.complete(ids[1] ?? ''),
      ...Array.from({ length: 3 }, () => client.investments.list('active')),
    ]);
    for (const error of settled<unknown>(outcomes).rejected) expect(error.code).toBe('INVESTMENT_NOT_ACTIVE');
    // Each investment has one history row of its settlement; the credits (one per owner per
    // batch) add up to exactly those rows, and to the balance.
    const sells = await t.db
      .knex('transactions')
      .where({ type: 'sell', user_id: userId })
      .select('investment_id', 'amount');
    expect(sells.map((row) => row.investment_id).sort()).toEqual([...ids].sort());
    const credits = await t.db
      .knex('ledger_entries')
      .where({ event: 'investment_settled', user_id: userId })
      .pluck('amount');
    const total = (amounts: string[]) =>
      amounts.reduce((sum, amount) => sum.plus(amount), toDecimal(0)).toFixed(2);
    expect(total(credits)).toBe(total(sells.map((row) => row.amount)));
    expect((await client.me.get()).balance).toBe(total(credits));
    const investments = await client.investments.list('completed');
    expect(investments.items.map((investment) => investment.id).sort()).toEqual([...ids].sort());
    await assertLedgerInvariants(t.db);
  });

  it('one Idempotency-Key sent 20 times at once: one investment, 20 identical responses', async () => {
    const { client, userId } = await t.userClient();
    await t.fund(userId, '100.00');
    const order = {
      assetId: catalogue.asset('TSLA').id,
      durationId: catalogue.duration(24).id,
      amount: '30',
    };
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        client.request<Response>({
          method: 'POST',
          path: '/api/investments',
          auth: 'user',
          body: order,
          headers: { 'idempotency-key': 'buy-once' },
          raw: true,
        }),
      ),
    );
    const bodies = await Promise.all(responses.map((response) => response.text()));
    expect(new Set(responses.map((response) => response.status))).toEqual(new Set([201]));
    expect(new Set(bodies).size).toBe(1);
    expect(
      responses.filter((response) => response.headers.get('idempotent-replayed') === 'true'),
    ).toHaveLength(19);
    expect((await client.me.get()).balance).toBe('70.00');
    expect((await client.investments.list()).items).toHaveLength(1);

    await expect(
      client.investments.purchase({ ...order, amount: '31' }, { idempotencyKey: 'buy-once' }),
    ).rejects.toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    const again = await client.investments.purchase(order, { idempotencyKey: 'buy-once' });
    expect(JSON.stringify(again)).toBe(bodies[0]);
    expect((await client.me.get()).balance).toBe('70.00');
  });

  it('one Idempotency-Key sent at once with two different bodies: one investment, the other body refused', async () => {
    const { client, userId } = await t.userClient();
    await t.fund(userId, '100.00');
    const order = (amount: string) => ({
      assetId: catalogue.asset('ETH').id,
      durationId: catalogue.duration(24).id,
      amount,
    });
    const amounts = Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? '10' : '20'));
    const outcomes = await Promise.allSettled(
      amounts.map((amount) => client.investments.purchase(order(amount), { idempotencyKey: 'two-bodies' })),
    );
    const { items } = await client.investments.list();
    expect(items).toHaveLength(1);
    const winner = items[0]?.amount;
    expect((await client.me.get()).balance).toBe(winner === '10.00' ? '90.00' : '80.00');
    outcomes.forEach((outcome, index) => {
      if (toDecimal(amounts[index] ?? '0').equals(winner ?? '0')) {
        expect(outcome).toMatchObject({ status: 'fulfilled', value: { id: items[0]?.id } });
      } else {
        expect(outcome).toMatchObject({ status: 'rejected', reason: { code: 'IDEMPOTENCY_KEY_REUSED' } });
      }
    });
    await assertLedgerInvariants(t.db);
  });

  it('replays a refusal too, and keys are per user', async () => {
    const first = await t.userClient();
    const second = await t.userClient();
    await t.fund(second.userId, '10.00');
    const order = { assetId: catalogue.asset('BTC').id, durationId: catalogue.duration(24).id, amount: '10' };
    await expect(first.client.investments.purchase(order, { idempotencyKey: 'k' })).rejects.toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
    });
    await t.fund(first.userId, '10.00');
    await expect(first.client.investments.purchase(order, { idempotencyKey: 'k' })).rejects.toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
    });
    expect((await second.client.investments.purchase(order, { idempotencyKey: 'k' })).amount).toBe('10.00');
    await expect(
      first.client.investments.purchase(order, { idempotencyKey: 'x'.repeat(256) }),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});
