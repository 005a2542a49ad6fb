// The purchase checks the session and the cached offer inside its own write (purchase.ts,
// purchase-offers.ts, route.ts `checksSessionItself`). These tests change what the cache or the
// skipped session read would have remembered, and check the answer is the one the database gives.
import type { TradesimClient } from '@tradesim/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CatalogueIds, loadCatalogue } from './support/catalogue.js';
import { expectAppError } from './support/errors.js';
import { startTestServer, type TestServer } from './support/test-server.js';

let t: TestServer;
let admin: TradesimClient;
let catalogue: CatalogueIds;

beforeAll(async () => {
  t = await startTestServer({ seedDemo: true, testClock: true });
  admin = await t.adminClient();
  catalogue = await loadCatalogue(t.db);
});
afterAll(async () => {
  await t.close();
});

async function buyer(amount = '100.00') {
  const user = await t.userClient();
  await t.fund(user.userId, amount);
  const token = user.client.credentials().user?.accessToken;
  if (!token) throw new Error('no access token');
  return { ...user, token };
}

const order = (amount = '10') => ({
  assetId: catalogue.asset('ETH').id,
  durationId: catalogue.duration(24).id,
  amount,
});

async function balanceOf(userId: string): Promise<string> {
  const row = await t.db.knex('profiles').where('id', userId).first('balance');
  return String(row?.balance);
}

async function investmentCount(userId: string): Promise<number> {
  const row = await t.db.knex('investments').where('user_id', userId).count({ n: '*' }).first();
  return Number(row?.n);
}

describe('the session, checked by the purchase statement itself', () => {
  it('refuses a signed-out session with SESSION_EXPIRED and writes nothing', async () => {
    const user = await buyer();
    await user.client.investments.purchase(order()); // the offer is now cached
    await user.client.auth.logout();
    const stale = t.clientWithToken(user.token);
    await expectAppError(stale.investments.purchase(order()), 'SESSION_EXPIRED');
    expect(await balanceOf(user.userId)).toBe('90.00');
    expect(await investmentCount(user.userId)).toBe(1);
  });

  it('answers a signed-out session before anything about the order', async () => {
    const user = await buyer();
    await user.client.auth.logout();
    const stale = t.clientWithToken(user.token);
    await expectAppError(stale.investments.purchase(order('0.5')), 'SESSION_EXPIRED');
    await expectAppError(stale.investments.purchase(order('1000')), 'SESSION_EXPIRED');
    await expectAppError(
      stale.investments.purchase({ ...order(), assetId: '00000000-0000-4000-8000-000000000000' }),
      'SESSION_EXPIRED',
    );
    await expectAppError(stale.investments.purchase({ ...order(), amount: 'ten' }), 'SESSION_EXPIRED');
  });

  it('refuses a banned user with the ban and its reason, and writes nothing', async () => {
    const user = await buyer();
    await user.client.investments.purchase(order());
    await admin.admin.users.ban(user.userId, 'Chargeback fraud');
    const error = await expectAppError(
      t.clientWithToken(user.token).investments.purchase(order()),
      'ACCOUNT_BANNED',
    );
    expect(error.message).toContain('Chargeback fraud');
    expect(await balanceOf(user.userId)).toBe('90.00');
    expect(await investmentCount(user.userId)).toBe(1);
  });

  it('moves last_used_at when it is a minute old, as every other request does', async () => {
    const user = await buyer();
    const sessionOf = () =>
      t.db.knex('sessions').where({ user_id: user.userId, kind: 'user' }).first('last_used_at');
    const before = (await sessionOf())?.last_used_at as Date;
    t.server.ctx.clock.advance(30_000);
    await user.client.investments.purchase(order());
    expect((await sessionOf())?.last_used_at).toEqual(before);
    t.server.ctx.clock.advance(60_000);
    await user.client.investments.purchase(order());
    const after = (await sessionOf())?.last_used_at as Date;
    expect(after.getTime()).toBeGreaterThanOrEqual(before.getTime() + 90_000);
    expect(after.getTime()).toBeLessThanOrEqual(t.server.ctx.clock.now().getTime());
  });
});

describe('the offer, remembered but re-checked', () => {
  it('buys at the price of the moment, not the price remembered', async () => {
    const user = await buyer();
    const first = await user.client.investments.purchase(order());
    const eth = catalogue.asset('ETH').id;
    await t.db.knex('assets').where('id', eth).update({ current_price: '1234.5' });
    const second = await user.client.investments.purchase(order());
    expect(first.assetPrice).not.toBe(second.assetPrice);
    expect(Number(second.assetPrice)).toBe(1234.5);
    const stored = await t.db.knex('investments').where('id', second.id).first('asset_price');
    expect(Number(stored?.asset_price)).toBe(1234.5);
    expect(await balanceOf(user.userId)).toBe('80.00');
  });

  it('refuses an asset deactivated since, and buys again once it is back', async () => {
    const user = await buyer();
    const btc = { ...order(), assetId: catalogue.asset('BTC').id };
    await user.client.investments.purchase(btc);
    await admin.admin.assets.deactivate(btc.assetId);
    await expectAppError(user.client.investments.purchase(btc), 'ASSET_INACTIVE');
    await admin.admin.assets.activate(btc.assetId);
    await user.client.investments.purchase(btc);
    expect(await balanceOf(user.userId)).toBe('80.00');
  });

  it('applies limits changed since, with the new figures in the message', async () => {
    const user = await buyer();
    await user.client.investments.purchase(order('10'));
    const { minInvestment } = await admin.admin.tradingSettings.get();
    await admin.admin.tradingSettings.update({ minInvestment: '20' });
    try {
      await expectAppError(
        user.client.investments.purchase(order('10')),
        'AMOUNT_TOO_SMALL',
        'Minimum investment amount is $20',
      );
    } finally {
      await admin.admin.tradingSettings.update({ minInvestment });
    }
    await user.client.investments.purchase(order('10'));
    expect(await balanceOf(user.userId)).toBe('80.00');
  });

  it('copies a period renamed since, never the remembered name', async () => {
    const user = await buyer();
    await user.client.investments.purchase(order());
    const day = catalogue.duration(24).id;
    await t.db.knex('investment_durations').where('id', day).update({ label: 'One day' });
    try {
      const renamed = await user.client.investments.purchase(order());
      expect(renamed.duration.label).toBe('One day');
    } finally {
      await t.db.knex('investment_durations').where('id', day).update({ label: '24 hours' });
    }
  });
});
