import { randomUUID } from 'node:crypto';
import { type Asset, type AssetListQuery, Decimal, defaultTradingLimits, formatMoney } from '@tradesim/core';
import type { TradesimClient } from '@tradesim/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAppError } from './support/errors.js';
import { startTestServer, type TestServer } from './support/test-server.js';

let t: TestServer;
let user: TradesimClient;
let bySymbol: Map<string, Asset>;

beforeAll(async () => {
  t = await startTestServer({ seedDemo: true });
  user = (await t.userClient()).client;
  bySymbol = new Map((await user.market.assets.list()).items.map((asset) => [asset.symbol, asset]));
});
afterAll(async () => {
  await t.close();
});

function asset(symbol: string): Asset {
  const found = bySymbol.get(symbol);
  if (!found) throw new Error(`no demo asset ${symbol}`);
  return found;
}

async function symbols(query: AssetListQuery = {}): Promise<string[]> {
  return (await user.market.assets.list(query)).items.map((item) => item.symbol);
}

/**
 * Changes the catalogue straight in the database, as no API request would (so no event says
 * so), and makes the server forget its in-memory copy, as an operator would after such SQL.
 */
async function changeCatalogue(change: () => Promise<unknown>): Promise<void> {
  await change();
  t.server.ctx.marketView.forget();
}

/** Runs `work` with a change made straight in the database, then puts the row back. */
async function withAssetChanged(
  symbol: string,
  change: Record<string, unknown>,
  work: () => Promise<void>,
): Promise<void> {
  const before = await t.db.knex('assets').where('symbol', symbol).first();
  await changeCatalogue(() => t.db.knex('assets').where('symbol', symbol).update(change));
  try {
    await work();
  } finally {
    await changeCatalogue(() =>
      t.db
        .knex('assets')
        .where('symbol', symbol)
        .update(Object.fromEntries(Object.keys(change).map((key) => [key, before[key]]))),
    );
  }
}

describe('GET /api/assets', () => {
  it('lists the six demo assets with their wire shapes', async () => {
    const { items } = await user.market.assets.list();
    expect(items.map((item) => item.symbol).sort()).toEqual(['AAPL', 'ADA', 'BTC', 'ETH', 'GOOGL', 'TSLA']);
    for (const item of items) {
      expect(item.price).toMatch(/^\d+\.\d{2,10}$/);
      expect(item.change24h).toMatch(/^-?\d+\.\d{2,10}$/);
      expect(item.changePercent24h).toMatch(/^-?\d+\.\d{4}$/);
      expect(item.marketCap).toMatch(/^\d+\.\d{2}$/);
      expect(item.volume24h).toMatch(/^\d+\.\d{2}$/);
      expect(item.isActive).toBe(true);
      expect(Date.parse(item.updatedAt)).not.toBeNaN();
      const row = await t.db.knex('assets').where('id', item.id).first();
      expect(new Decimal(item.price).equals(row.current_price)).toBe(true);
      expect(new Decimal(item.change24h).equals(row.change_24h)).toBe(true);
    }
    expect(asset('BTC')).toMatchObject({
      name: 'Bitcoin',
      type: 'crypto',
      icon: '₿',
      marketCap: '1265000000000.00',
      volume24h: '28400000000.00',
    });
    // At 1 and above a price has cents; below it keeps 8 significant digits.
    expect(asset('BTC').price).toMatch(/^\d+\.\d{2}$/);
    expect(asset('ADA').price).toMatch(/^0\.\d{2,10}$/);
    expect(asset('AAPL')).toMatchObject({ name: 'Apple Inc.', type: 'stock', icon: '🍎' });
  });

  it('formats prices without padding zeros but with at least two decimals', async () => {
    await withAssetChanged(
      'ADA',
      { current_price: '0.00012345', change_24h: '-0.0000010000', change_percent_24h: '-1.25' },
      async () => {
        expect(await user.market.assets.get(asset('ADA').id)).toMatchObject({
          price: '0.00012345',
          change24h: '-0.000001',
          changePercent24h: '-1.2500',
        });
      },
    );
    await withAssetChanged(
      'BTC',
      { current_price: '64250.1', change_24h: '0', market_cap: null },
      async () => {
        expect(await user.market.assets.get(asset('BTC').id)).toMatchObject({
          price: '64250.10',
          change24h: '0.00',
          marketCap: null,
        });
      },
    );
  });

  it('filters by type', async () => {
    expect((await symbols({ type: 'crypto' })).sort()).toEqual(['ADA', 'BTC', 'ETH']);
    expect((await symbols({ type: 'stock' })).sort()).toEqual(['AAPL', 'GOOGL', 'TSLA']);
  });

  it('searches name or symbol, case-insensitively, with % and _ taken literally', async () => {
    expect(await symbols({ q: 'bitCOIN' })).toEqual(['BTC']);
    expect(await symbols({ q: 'aapl' })).toEqual(['AAPL']);
    expect((await symbols({ q: ' inc ' })).sort()).toEqual(['AAPL', 'GOOGL', 'TSLA']);
    expect(await symbols({ q: 'a', type: 'crypto' })).toEqual(['ADA']);
    expect(await symbols({ q: 'e', type: 'stock', sort: 'name', order: 'asc' })).toEqual([
      'GOOGL',
      'AAPL',
      'TSLA',
    ]);
    expect(await symbols({ q: '%' })).toEqual([]);
    expect(await symbols({ q: 'B_C' })).toEqual([]);
    expect(await symbols({ q: 'zzz' })).toEqual([]);
  });

  const sortKeys = {
    change: (item: Asset) => new Decimal(item.changePercent24h),
    price: (item: Asset) => new Decimal(item.price),
  };

  it.each([
    ['change', 'desc'],
    ['change', 'asc'],
    ['price', 'desc'],
    ['price', 'asc'],
  ] as const)('sorts by %s %s', async (sort, order) => {
    const { items } = await user.market.assets.list({ sort, order });
    expect(items).toHaveLength(6);
    for (let i = 1; i < items.length; i++) {
      const previous = sortKeys[sort](items[i - 1] as Asset);
      const current = sortKeys[sort](items[i] as Asset);
      expect(order === 'asc' ? previous.lte(current) : previous.gte(current)).toBe(true);
    }
  });

  it('sorts by name either way, case-insensitively', async () => {
    // Alphabet, Apple, Bitcoin, Cardano, Ethereum, Tesla.
    const ascending = ['GOOGL', 'AAPL', 'BTC', 'ADA', 'ETH', 'TSLA'];
    expect(await symbols({ sort: 'name', order: 'asc' })).toEqual(ascending);
    expect(await symbols({ sort: 'name' })).toEqual([...ascending].reverse());
    await withAssetChanged('ETH', { name: 'aardvark' }, async () => {
      expect((await symbols({ sort: 'name', order: 'asc' }))[0]).toBe('ETH');
    });
  });

  it('sorts by change, descending, by default, and breaks ties by symbol', async () => {
    const byChange = [...bySymbol.values()].sort((a, b) =>
      new Decimal(b.changePercent24h).comparedTo(a.changePercent24h),
    );
    expect(await symbols()).toEqual(byChange.map((item) => item.symbol));
    await changeCatalogue(() => t.db.knex('assets').update({ change_percent_24h: '0' }));
    try {
      const alphabetical = ['AAPL', 'ADA', 'BTC', 'ETH', 'GOOGL', 'TSLA'];
      expect(await symbols()).toEqual(alphabetical);
      expect(await symbols({ order: 'asc' })).toEqual(alphabetical);
    } finally {
      await changeCatalogue(async () => {
        for (const item of bySymbol.values()) {
          await t.db
            .knex('assets')
            .where('id', item.id)
            .update({ change_percent_24h: item.changePercent24h });
        }
      });
    }
  });

  it('leaves inactive assets out of the list but serves them by id', async () => {
    await withAssetChanged('TSLA', { is_active: false }, async () => {
      expect(await symbols()).not.toContain('TSLA');
      expect(await symbols({ q: 'tesla' })).toEqual([]);
      const tesla = await user.market.assets.get(asset('TSLA').id);
      expect(tesla).toMatchObject({ symbol: 'TSLA', isActive: false });
    });
    expect(await symbols()).toContain('TSLA');
  });

  it('refuses a query it does not know', async () => {
    await expectAppError(
      user.market.assets.list({ sort: 'volume' } as unknown as AssetListQuery),
      'VALIDATION_FAILED',
    );
  });
});

describe('GET /api/assets/:id', () => {
  it('returns one asset as the list shows it', async () => {
    expect(await user.market.assets.get(asset('ETH').id)).toEqual(asset('ETH'));
  });

  it('answers ASSET_NOT_FOUND for an unknown id and VALIDATION_FAILED for a malformed one', async () => {
    await expectAppError(user.market.assets.get(randomUUID()), 'ASSET_NOT_FOUND', 'Asset not found');
    await expectAppError(user.market.assets.get('not-a-uuid'), 'VALIDATION_FAILED');
  });
});

describe('GET /api/assets/:id/history', () => {
  it('returns the last 7 days, ascending, at most 300 points, ending at the current price', async () => {
    const before = Date.now();
    const { items } = await user.market.assets.history(asset('BTC').id);
    const after = Date.now();
    // The demo seeds a point every 15 minutes for 7 days: far more than 300.
    expect(items).toHaveLength(300);
    const times = items.map((point) => Date.parse(point.time));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times[0]).toBeGreaterThanOrEqual(before - 7 * 86_400_000);
    expect(times.at(-1)).toBeLessThanOrEqual(after);
    expect(items.at(-1)?.price).toBe(asset('BTC').price);
    for (const point of items) expect(point.price).toMatch(/^\d+\.\d{2,10}$/);
  });

  it('honours days and points', async () => {
    const id = asset('ETH').id;
    const since = Date.now() - 86_400_000;
    const day = await user.market.assets.history(id, { days: 1, points: 2000 });
    // One point every 15 minutes: 96 or 97 of them in any 24 hours that end after the seed.
    expect(day.items.length).toBeGreaterThanOrEqual(96);
    expect(day.items.length).toBeLessThanOrEqual(97);
    for (const point of day.items) expect(Date.parse(point.time)).toBeGreaterThanOrEqual(since - 1000);

    const few = await user.market.assets.history(id, { days: 1, points: 10 });
    expect(few.items).toHaveLength(10);
    expect(few.items[0]).toEqual(day.items[0]);
    expect(few.items.at(-1)).toEqual(day.items.at(-1));
  });

  it('leaves out points older than the window and keeps stored digits', async () => {
    const id = asset('ADA').id;
    const old = new Date(Date.now() - 8 * 86_400_000);
    await t.db.knex('price_history').insert({ asset_id: id, price: '0.123456789', recorded_at: old });
    const week = await user.market.assets.history(id, { points: 2000 });
    expect(week.items.map((point) => point.time)).not.toContain(old.toISOString());
    const nine = await user.market.assets.history(id, { days: 9, points: 2000 });
    expect(nine.items[0]).toEqual({ time: old.toISOString(), price: '0.123456789' });
    expect(nine.items.slice(-week.items.length)).toEqual(week.items);
  });

  it('answers ASSET_NOT_FOUND for an unknown asset and refuses bad numbers', async () => {
    await expectAppError(user.market.assets.history(randomUUID()), 'ASSET_NOT_FOUND', 'Asset not found');
    await expectAppError(user.market.assets.history(asset('BTC').id, { points: 1 }), 'VALIDATION_FAILED');
    await expectAppError(user.market.assets.history(asset('BTC').id, { days: 91 }), 'VALIDATION_FAILED');
  });
});

describe('GET /api/durations', () => {
  it('lists the active durations by hours', async () => {
    const hidden = await t.db
      .knex('investment_durations')
      .insert({ label: '1 hour', hours: 1, max_return_percent: '1', is_active: false })
      .returning('id');
    try {
      const { items } = await user.market.durations();
      expect(items.map(({ label, hours, maxReturnPercent }) => ({ label, hours, maxReturnPercent }))).toEqual(
        [
          { label: '5 hours', hours: 5, maxReturnPercent: '2.5' },
          { label: '24 hours', hours: 24, maxReturnPercent: '5' },
          { label: '7 days', hours: 168, maxReturnPercent: '12' },
          { label: '30 days', hours: 720, maxReturnPercent: '30' },
        ],
      );
      for (const item of items) expect(item.id).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await t.db.knex('investment_durations').where('id', hidden[0].id).delete();
    }
  });
});

describe('GET /api/trading-settings', () => {
  it('returns the limits as money strings', async () => {
    expect(await user.market.tradingSettings()).toEqual({
      minInvestment: formatMoney(defaultTradingLimits.minInvestment),
      maxInvestment: formatMoney(defaultTradingLimits.maxInvestment),
      minDeposit: formatMoney(defaultTradingLimits.minDeposit),
      maxDeposit: formatMoney(defaultTradingLimits.maxDeposit),
      minWithdrawal: formatMoney(defaultTradingLimits.minWithdrawal),
      withdrawalFee: formatMoney(defaultTradingLimits.withdrawalFee),
    });
  });

  it('follows an admin’s change at once, though they are served from memory', async () => {
    const admin = await t.adminClient();
    expect((await user.market.tradingSettings()).minDeposit).toBe('10.00');
    await admin.admin.tradingSettings.update({ minDeposit: '20.5', withdrawalFee: '2' });
    try {
      expect(await user.market.tradingSettings()).toMatchObject({
        minDeposit: '20.50',
        withdrawalFee: '2.00',
      });
    } finally {
      await admin.admin.tradingSettings.update({ minDeposit: '10.00', withdrawalFee: '1.00' });
    }
    expect((await user.market.tradingSettings()).minDeposit).toBe('10.00');
  });

  it('serves the catalogue and the session from memory, and follows an admin’s edit at once', async () => {
    const admin = await t.adminClient();
    const btc = asset('BTC');
    const { client, userId } = await t.userClient();
    await client.market.assets.get(btc.id);
    // Behind the API's back (no event): the copies in memory answer, so the request did not
    // read the database. The catalogue would show it within 5 s, the session within 30 s.
    await t.db.knex('assets').where('id', btc.id).update({ name: 'Renamed by SQL' });
    await t.db
      .knex('sessions')
      .where('user_id', userId)
      .update({ revoked_at: new Date(), revoked_reason: 'revoked' });
    try {
      expect((await client.market.assets.get(btc.id)).name).toBe('Bitcoin');
      t.server.ctx.marketView.forget();
      expect((await client.market.assets.get(btc.id)).name).toBe('Renamed by SQL');
    } finally {
      await changeCatalogue(() => t.db.knex('assets').where('id', btc.id).update({ name: 'Bitcoin' }));
    }
    await admin.admin.assets.update(btc.id, { name: 'Bitcoin (renamed)' });
    try {
      expect((await user.market.assets.get(btc.id)).name).toBe('Bitcoin (renamed)');
      expect((await user.market.assets.list({ q: 'renamed' })).items.map((item) => item.symbol)).toEqual([
        'BTC',
      ]);
    } finally {
      await admin.admin.assets.update(btc.id, { name: 'Bitcoin' });
    }
    expect((await user.market.assets.get(btc.id)).name).toBe('Bitcoin');
  });
});

describe('signed out', () => {
  it('gets UNAUTHENTICATED from every market route', async () => {
    const anonymous = t.client();
    const id = asset('BTC').id;
    for (const call of [
      () => anonymous.market.assets.list(),
      () => anonymous.market.assets.get(id),
      () => anonymous.market.assets.history(id),
      () => anonymous.market.durations(),
      () => anonymous.market.tradingSettings(),
    ]) {
      await expectAppError(call(), 'UNAUTHENTICATED');
    }
  });
});
