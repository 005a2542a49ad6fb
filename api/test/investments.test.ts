import { randomUUID } from 'node:crypto';
import {
  Decimal,
  finalReturn,
  formatUsd,
  type Investment,
  roundToCents,
  simulateReturn,
  toDecimal,
} from '@tradesim/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CatalogueIds, loadCatalogue } from './support/catalogue.js';
import { expectAppError } from './support/errors.js';
import { startTestServer, type TestServer } from './support/test-server.js';

let t: TestServer;
let catalogue: CatalogueIds;
const hour = 3_600_000;

beforeAll(async () => {
  t = await startTestServer({ seedDemo: true, testClock: true });
  catalogue = await loadCatalogue(t.db);
});
afterAll(async () => {
  await t.close();
});

async function fundedUser(amount: string) {
  const user = await t.userClient();
  await t.fund(user.userId, amount);
  return user;
}

function stateOf(investment: Investment) {
  return {
    id: investment.id,
    assetType: investment.asset.type,
    expectedReturn: toDecimal(investment.expectedReturn),
    startDate: new Date(investment.startDate),
    endDate: new Date(investment.endDate),
  };
}

const advance = (ms: number) => t.server.ctx.clock.advance(ms);

describe('purchase', () => {
  it('moves the amount from the balance into an active investment with the copied terms', async () => {
    const { client, userId } = await fundedUser('100.00');
    const btc = catalogue.asset('BTC');
    const day = catalogue.duration(24);
    const investment = await client.investments.purchase({
      assetId: btc.id,
      durationId: day.id,
      amount: '40',
    });
    expect(investment).toMatchObject({
      asset: { id: btc.id, symbol: 'BTC', type: 'crypto' },
      duration: { id: day.id, label: '24 hours', hours: 24 },
      amount: '40.00',
      maxReturnPercent: '5',
      expectedReturn: '2.00',
      status: 'active',
      isArchived: false,
      isMatured: false,
      settledAt: null,
    });
    expect(toDecimal(investment.assetAmount).toFixed(10)).toBe(
      new Decimal(40).div(btc.price).toDecimalPlaces(10, Decimal.ROUND_DOWN).toFixed(10),
    );
    expect(Date.parse(investment.endDate) - Date.parse(investment.startDate)).toBe(24 * hour);
    expect((await client.me.get()).balance).toBe('60.00');
    const buy = await t.db.knex('transactions').where({ user_id: userId, type: 'buy' }).first();
    expect(buy).toMatchObject({
      status: 'completed',
      amount: '40.00',
      asset_symbol: 'BTC',
      investment_id: investment.id,
    });
    expect((await client.investments.get(investment.id)).id).toBe(investment.id);
  });

  it('computes the expected return to the cent, half up', async () => {
    const { client } = await fundedUser('1000.00');
    const investment = await client.investments.purchase({
      assetId: catalogue.asset('AAPL').id,
      durationId: catalogue.duration(5).id,
      amount: '10.99',
    });
    // 10.99 × 2.5 % = 0.27475 → 0.27
    expect(investment.expectedReturn).toBe('0.27');
    expect((await client.me.get()).balance).toBe('989.01');
  });

  it('refuses what the rules refuse, with the specs’ messages, and changes nothing', async () => {
    const { client } = await fundedUser('50.00');
    const assetId = catalogue.asset('ETH').id;
    const durationId = catalogue.duration(24).id;
    await expectAppError(
      client.investments.purchase({ assetId, durationId, amount: '50.01' }),
      'INSUFFICIENT_BALANCE',
      'Insufficient balance',
    );
    await expectAppError(
      client.investments.purchase({ assetId, durationId, amount: '0' }),
      'VALIDATION_FAILED',
      'Enter an amount greater than 0',
    );
    await expectAppError(
      client.investments.purchase({ assetId, durationId, amount: '1.001' }),
      'VALIDATION_FAILED',
    );
    await expectAppError(
      client.investments.purchase({ assetId, durationId, amount: '0.99' }),
      'AMOUNT_TOO_SMALL',
      'Minimum investment amount is $1',
    );
    await expectAppError(
      client.investments.purchase({ assetId, durationId, amount: '1000000.01' }),
      'AMOUNT_TOO_LARGE',
      'Maximum investment amount is $1,000,000',
    );
    await expectAppError(
      client.investments.purchase({ assetId: randomUUID(), durationId, amount: '5' }),
      'ASSET_NOT_FOUND',
      'Asset not found',
    );
    await expectAppError(
      client.investments.purchase({ assetId, durationId: randomUUID(), amount: '5' }),
      'DURATION_NOT_FOUND',
      'Investment duration not found',
    );
    await expectAppError(
      client.request({
        method: 'POST',
        path: '/api/investments',
        auth: 'user',
        body: { assetId, amount: '5' },
      }),
      'VALIDATION_FAILED',
      'Please choose an investment period',
    );
    expect((await client.me.get()).balance).toBe('50.00');
    expect((await client.investments.list()).items).toEqual([]);
  });

  it('refuses an inactive asset or period', async () => {
    const { client } = await fundedUser('50.00');
    const ada = catalogue.asset('ADA');
    const month = catalogue.duration(720);
    await t.db.knex('assets').where('id', ada.id).update({ is_active: false });
    await expectAppError(
      client.investments.purchase({ assetId: ada.id, durationId: month.id, amount: '5' }),
      'ASSET_INACTIVE',
      'This asset is not available for investment',
    );
    await t.db.knex('assets').where('id', ada.id).update({ is_active: true });
    await t.db.knex('investment_durations').where('id', month.id).update({ is_active: false });
    await expectAppError(
      client.investments.purchase({ assetId: ada.id, durationId: month.id, amount: '5' }),
      'DURATION_INACTIVE',
      'This investment period is no longer available',
    );
    await t.db.knex('investment_durations').where('id', month.id).update({ is_active: true });
    expect((await client.me.get()).balance).toBe('50.00');
  });
});

describe('selling early and completing', () => {
  it('keeps the principal and half the current return', async () => {
    const { client } = await fundedUser('200.00');
    const bought = await client.investments.purchase({
      assetId: catalogue.asset('TSLA').id,
      durationId: catalogue.duration(168).id,
      amount: '150.00',
    });
    advance(48 * hour);
    const { investment, credited } = await client.investments.sell(bought.id);
    const settledAt = new Date(investment.settledAt ?? '');
    const current = simulateReturn(stateOf(bought), settledAt);
    const kept = roundToCents(current.div(2));
    expect(investment).toMatchObject({
      status: 'cancelled',
      currentReturn: kept.toFixed(2),
      timeRemaining: 'Sold early',
    });
    expect(kept.greaterThan(0)).toBe(true);
    expect(credited).toBe(kept.plus(150).toFixed(2));
    expect((await client.me.get()).balance).toBe(kept.plus(200).toFixed(2));
    await expectAppError(
      client.investments.sell(bought.id),
      'INVESTMENT_NOT_ACTIVE',
      'Investment is not active',
    );
  });

  it('settles a sale past the end as matured, without the penalty', async () => {
    const { client } = await fundedUser('20.00');
    const bought = await client.investments.purchase({
      assetId: catalogue.asset('GOOGL').id,
      durationId: catalogue.duration(5).id,
      amount: '20.00',
    });
    advance(6 * hour);
    const { investment, credited } = await client.investments.sell(bought.id);
    const full = roundToCents(finalReturn(stateOf(bought)));
    expect(investment).toMatchObject({
      status: 'completed',
      currentReturn: full.toFixed(2),
      isMatured: true,
    });
    expect(credited).toBe(full.plus(20).toFixed(2));
  });

  it('completes only once it has matured, and only once', async () => {
    const { client } = await fundedUser('30.00');
    const bought = await client.investments.purchase({
      assetId: catalogue.asset('ETH').id,
      durationId: catalogue.duration(5).id,
      amount: '30.00',
    });
    await expectAppError(
      client.investments.complete(bought.id),
      'INVESTMENT_NOT_MATURED',
      'Investment has not yet matured',
    );
    advance(5 * hour);
    const { investment, credited } = await client.investments.complete(bought.id);
    const full = roundToCents(finalReturn(stateOf(bought)));
    expect(investment.status).toBe('completed');
    expect(credited).toBe(full.plus(30).toFixed(2));
    expect((await client.me.get()).balance).toBe(full.plus(30).toFixed(2));
    await expectAppError(
      client.investments.complete(bought.id),
      'INVESTMENT_NOT_ACTIVE',
      'Investment is not active',
    );
  });
});

describe('the portfolio', () => {
  it('settles matured investments when loaded, notifies, and sums the open ones', async () => {
    const { client, userId } = await fundedUser('100.00');
    const short = await client.investments.purchase({
      assetId: catalogue.asset('BTC').id,
      durationId: catalogue.duration(5).id,
      amount: '40.00',
    });
    advance(6 * hour);
    const long = await client.investments.purchase({
      assetId: catalogue.asset('AAPL').id,
      durationId: catalogue.duration(720).id,
      amount: '60.00',
    });
    const active = await client.investments.list('active');
    expect(active.items.map((item) => item.id)).toEqual([long.id]);
    expect(active.counts).toEqual({ active: 1, completed: 1, archived: 0 });
    expect(active.summary.totalInvested).toBe('60.00');
    expect(toDecimal(active.summary.currentValue).minus(60).toFixed(2)).toBe(active.summary.totalReturns);

    const completed = await client.investments.list('completed');
    expect(completed.items.map((item) => item.id)).toEqual([short.id]);
    const full = roundToCents(finalReturn(stateOf(short)));
    expect(completed.items[0]).toMatchObject({
      status: 'completed',
      currentReturn: full.toFixed(2),
      timeRemaining: 'Completed',
    });
    expect((await client.me.get()).balance).toBe(full.plus(40).toFixed(2));
    const notice = await t.db.knex('notifications').where({ user_id: userId, type: 'investment' }).first();
    expect(notice?.title).toBe('Investment matured');
    expect(notice?.message).toBe(
      `Your $40.00 investment in Bitcoin has matured: ${formatUsd(full.plus(40))} (including a simulated return of ${formatUsd(full)}) was added to your balance.`,
    );
    expect(notice?.reference_id).toBe(short.id);
  });

  it('archives finished investments and restores them', async () => {
    const { client } = await fundedUser('10.00');
    const bought = await client.investments.purchase({
      assetId: catalogue.asset('ADA').id,
      durationId: catalogue.duration(24).id,
      amount: '10.00',
    });
    await expectAppError(
      client.investments.archive(bought.id),
      'INVESTMENT_NOT_ARCHIVABLE',
      'Only completed investments can be archived',
    );
    await client.investments.sell(bought.id);
    expect((await client.investments.archive(bought.id)).isArchived).toBe(true);
    const archived = await client.investments.list('archived');
    expect(archived.items.map((item) => item.id)).toEqual([bought.id]);
    expect(archived.counts).toEqual({ active: 0, completed: 0, archived: 1 });
    await expectAppError(client.investments.archive(bought.id), 'INVESTMENT_NOT_ARCHIVABLE');
    expect((await client.investments.restore(bought.id)).isArchived).toBe(false);
    await expectAppError(
      client.investments.restore(bought.id),
      'INVESTMENT_NOT_ARCHIVED',
      'Investment is not archived',
    );
    expect((await client.investments.list('completed')).items.map((item) => item.id)).toEqual([bought.id]);
  });
});

describe('ownership', () => {
  it('answers 404 for another user’s investment on every route', async () => {
    const owner = await fundedUser('10.00');
    const other = await t.userClient();
    const bought = await owner.client.investments.purchase({
      assetId: catalogue.asset('BTC').id,
      durationId: catalogue.duration(24).id,
      amount: '10.00',
    });
    const inv = other.client.investments;
    for (const call of [
      () => inv.get(bought.id),
      () => inv.sell(bought.id),
      () => inv.complete(bought.id),
      () => inv.archive(bought.id),
      () => inv.restore(bought.id),
    ]) {
      await expectAppError(call(), 'INVESTMENT_NOT_FOUND', 'Investment not found');
    }
    expect((await other.client.investments.list()).items).toEqual([]);
    expect((await owner.client.investments.get(bought.id)).status).toBe('active');
  });
});
