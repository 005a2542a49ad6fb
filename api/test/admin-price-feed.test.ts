import {
  AppError,
  type AssetType,
  adminScreenMessages,
  Decimal,
  type PriceFeedStatus,
  priceChange,
} from '@tradesim/core';
import type { TradesimClient } from '@tradesim/sdk';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MarketDataProvider, MarketQuote } from '../src/market-data/provider.js';
import type { OutboxEvent } from '../src/realtime/outbox-repo.js';
import { expectAppError } from './support/errors.js';
import { isEvent, recordEvents } from './support/event-log.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/**
 * A market-data source the test steers: the prices it quotes, a failure to throw, and a gate
 * that holds an update in flight until the test opens it.
 */
function fakeSource(type: AssetType) {
  const prices = new Map<string, { price: string; marketCap?: string }>();
  const state = {
    calls: 0,
    failure: null as Error | null,
    gate: null as Promise<void> | null,
    onCall: [] as (() => void)[],
  };
  const provider: MarketDataProvider = {
    type,
    search: async () => [],
    async quotes(symbols) {
      state.calls += 1;
      for (const notify of state.onCall.splice(0)) notify();
      if (state.gate) await state.gate;
      if (state.failure) throw state.failure;
      return symbols.flatMap((symbol): MarketQuote[] => {
        const known = prices.get(symbol);
        if (!known) return [];
        return [
          {
            symbol,
            name: symbol,
            type,
            price: new Decimal(known.price),
            change24h: null,
            changePercent24h: null,
            marketCap: known.marketCap ? new Decimal(known.marketCap) : null,
            volume24h: null,
            icon: null,
          },
        ];
      });
    },
  };
  return {
    provider,
    prices,
    state,
    /** Resolves when the next update asks this source. */
    nextCall: () => new Promise<void>((resolve) => state.onCall.push(resolve)),
    /** Holds every call until the returned function is called. */
    hold(): () => void {
      let open = () => {};
      state.gate = new Promise<void>((resolve) => {
        open = resolve;
      });
      return () => {
        state.gate = null;
        open();
      };
    },
  };
}

const crypto = fakeSource('crypto');
const stock = fakeSource('stock');
const minute = 60_000;
const dayMs = 24 * 60 * minute;

let t: TestServer;
let admin: TradesimClient;

beforeAll(async () => {
  t = await startTestServer({
    seedDemo: true,
    testClock: true,
    marketData: { crypto: crypto.provider, stock: stock.provider },
  });
  admin = await t.adminClient();
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  crypto.state.failure = null;
  stock.state.failure = null;
});

interface AssetRow {
  id: string;
  symbol: string;
  current_price: string;
  change_24h: string;
  change_percent_24h: string;
  market_cap: string | null;
}

async function asset(symbol: string): Promise<AssetRow> {
  return t.db.knex('assets').where({ symbol }).first();
}
async function historyCount(): Promise<number> {
  const [row] = await t.db.knex('price_history').count({ n: '*' });
  return Number(row?.n);
}
async function auditEntries(action: string) {
  return t.db.knex('admin_action_logs').where({ action }).orderBy('created_at');
}
const advance = (ms: number) => admin.admin.testClock.advance(ms);

/** The recorded price closest to `target`, the earlier one on a tie (the tick's rule in plain code). */
async function closestPrice(assetId: string, target: number): Promise<string> {
  const points: { price: string; recorded_at: Date }[] = await t.db
    .knex('price_history')
    .where('asset_id', assetId)
    .orderBy('recorded_at', 'asc');
  let best = { price: '', distance: Number.POSITIVE_INFINITY };
  for (const point of points) {
    const distance = Math.abs(point.recorded_at.getTime() - target);
    if (distance < best.distance) best = { price: point.price, distance };
  }
  return best.price;
}

describe('price feed', () => {
  it('is stopped on a fresh database, and the scheduler leaves it alone', async () => {
    const stopped: PriceFeedStatus = {
      running: false,
      updating: false,
      nextUpdateAt: null,
      lastUpdateAt: null,
      errorCount: 0,
      lastError: null,
    };
    expect(await admin.admin.priceFeed.status()).toEqual(stopped);
    expect((await t.server.jobs.runIfDue('market-update')).ran).toBe(false);
    expect((await t.server.jobs.runNow('market-update')).ran).toBe(false);
    expect(crypto.state.calls + stock.state.calls).toBe(0);
    expect(await t.db.knex('job_state').where('name', 'market-update').first()).toMatchObject({
      is_enabled: false,
    });
    expect(await admin.admin.priceFeed.status()).toEqual(stopped);
  });

  it('is for admins only', async () => {
    const { client } = await t.userClient();
    const user = t.clientWithToken(client.credentials().user?.accessToken);
    await expectAppError(user.admin.priceFeed.status(), 'ADMIN_REQUIRED');
    await expectAppError(user.admin.priceFeed.start(), 'ADMIN_REQUIRED');
    await expectAppError(t.client().admin.priceFeed.updateNow(), 'ADMIN_SESSION_INVALID');
    expect((await admin.admin.priceFeed.status()).running).toBe(false);
    expect(crypto.state.calls).toBe(0);
  });

  it('start switches it on and writes real quotes at once, the way a tick does', async () => {
    crypto.prices.set('BTC', { price: '70000.123', marketCap: '1380000000000.126' });
    crypto.prices.set('ADA', { price: '0.461234567891' });
    stock.prices.set('AAPL', { price: '230.555' });
    stock.prices.set('GOOGL', { price: '180' });
    const before = { btc: await asset('BTC'), eth: await asset('ETH'), tsla: await asset('TSLA') };
    const historyBefore = await historyCount();
    const events = await recordEvents(t.db);
    try {
      const status = await admin.admin.priceFeed.start();
      const now = (await admin.admin.testClock.get()).now;
      expect(status).toMatchObject({ running: true, updating: false, errorCount: 0, lastError: null });
      expect(Date.parse(status.lastUpdateAt ?? '')).toBeLessThanOrEqual(Date.parse(now));
      expect(Date.parse(status.nextUpdateAt ?? '') - Date.parse(status.lastUpdateAt ?? '')).toBeGreaterThan(
        3.9 * minute,
      );
      expect(Date.parse(status.nextUpdateAt ?? '') - Date.parse(now)).toBeLessThanOrEqual(4 * minute);

      // The feed's precision rule is the tick's: cents from 1 up, 8 significant digits below.
      const btc = await asset('BTC');
      expect(btc.current_price).toBe('70000.1200000000');
      expect((await asset('ADA')).current_price).toBe('0.4612345700');
      expect((await asset('AAPL')).current_price).toBe('230.5600000000');
      expect((await asset('GOOGL')).current_price).toBe('180.0000000000');
      expect(btc.market_cap).toBe('1380000000000.13');
      // Not quoted: untouched.
      expect(await asset('ETH')).toEqual(before.eth);
      expect(await asset('TSLA')).toEqual(before.tsla);

      const written: { asset_id: string; price: string; tick_id: string; recorded_at: Date }[] = await t.db
        .knex('price_history')
        .where('id', '>', 0)
        .orderBy('id', 'desc')
        .limit(4);
      expect(await historyCount()).toBe(historyBefore + 4);
      expect(new Set(written.map((row) => row.tick_id)).size).toBe(1);
      const btcPoint = written.find((row) => row.asset_id === btc.id);
      expect(btcPoint?.price).toBe('70000.1200000000');

      // The 24 h change is measured against the recorded price closest to a day before the write.
      const writtenAt = btcPoint?.recorded_at.getTime() ?? 0;
      const reference = await closestPrice(btc.id, writtenAt - dayMs);
      const expected = priceChange('70000.12', reference);
      expect(new Decimal(btc.change_24h).equals(expected.change)).toBe(true);
      expect(new Decimal(btc.change_percent_24h).equals(expected.changePercent)).toBe(true);
      expect(btc.change_24h).not.toBe(before.btc.change_24h);

      const tickId = Number(btcPoint?.tick_id);
      const tick = await events.waitFor(
        (message: OutboxEvent) => isEvent(message, 'assets', 'tick') && message.data.tickId === tickId,
      );
      expect(tick.topic).toBe('assets');
      const { client: user } = await t.userClient();
      expect((await user.market.assets.get(btc.id)).price).toBe('70000.12');
    } finally {
      await events.stop();
    }

    const adminId = (await admin.admin.auth.session()).admin.id;
    const [started] = await auditEntries('START_PRICE_FEED');
    expect(started).toMatchObject({
      actor_type: 'admin',
      actor_id: adminId,
      table_name: 'job_state',
      record_id: 'market-update',
    });
    expect(started.new_values).toMatchObject({ running: true });
    const updates = await auditEntries('UPDATE_ASSET_PRICES');
    expect(updates).toHaveLength(1);
    expect(updates[0]).toMatchObject({ actor_type: 'admin', actor_id: adminId, table_name: 'assets' });
    const prices = (updates[0].new_values as { prices: { symbol: string; price: string }[] }).prices;
    expect(prices.map((entry) => entry.symbol).sort()).toEqual(['AAPL', 'ADA', 'BTC', 'GOOGL']);
    const old = (updates[0].old_values as { prices: { symbol: string; price: string }[] }).prices;
    expect(old.find((entry) => entry.symbol === 'BTC')?.price).toBe(before.btc.current_price);

    // Starting a started feed changes nothing and runs nothing.
    const calls = crypto.state.calls;
    expect((await admin.admin.priceFeed.start()).running).toBe(true);
    expect(crypto.state.calls).toBe(calls);
    expect(await auditEntries('START_PRICE_FEED')).toHaveLength(1);
  });

  it('runs every 4 minutes while started, as the system (no audit entry)', async () => {
    const calls = crypto.state.calls;
    expect((await t.server.jobs.runIfDue('market-update')).ran).toBe(false);
    crypto.prices.set('BTC', { price: '70500' });
    await advance(4 * minute);
    const run = await t.server.jobs.runIfDue('market-update');
    expect(run).toMatchObject({ ran: true, result: { quoted: 4, unquoted: 2 } });
    expect(crypto.state.calls).toBe(calls + 1);
    expect((await asset('BTC')).current_price).toBe('70500.0000000000');
    expect(await auditEntries('UPDATE_ASSET_PRICES')).toHaveLength(1);
    const status = await admin.admin.priceFeed.status();
    expect(Date.parse(status.nextUpdateAt ?? '') - Date.parse(status.lastUpdateAt ?? '')).toBeGreaterThan(
      3.9 * minute,
    );
  });

  it('update-now within 3 minutes of the last update is 429 "Rate limited: wait N seconds" and changes nothing', async () => {
    const before = await asset('BTC');
    const history = await historyCount();
    await advance(minute);
    const error = await expectAppError(admin.admin.priceFeed.updateNow(), 'RATE_LIMITED');
    const seconds = Number(/^Rate limited: wait (\d+) seconds$/.exec(error.message)?.[1]);
    expect(error.message).toBe(adminScreenMessages.priceFeedRateLimited(seconds));
    expect(seconds).toBeGreaterThan(100);
    expect(seconds).toBeLessThanOrEqual(120);
    expect(error.retryAfterSeconds).toBe(seconds);
    expect(await asset('BTC')).toEqual(before);
    expect(await historyCount()).toBe(history);
    expect(await auditEntries('UPDATE_ASSET_PRICES')).toHaveLength(1);
  });

  it('stop switches it off; the scheduler then leaves it alone', async () => {
    const status = await admin.admin.priceFeed.stop();
    expect(status).toMatchObject({ running: false, updating: false, nextUpdateAt: null });
    expect(status.lastUpdateAt).not.toBeNull();
    const [stopped] = await auditEntries('STOP_PRICE_FEED');
    expect(stopped).toMatchObject({
      actor_type: 'admin',
      record_id: 'market-update',
      new_values: { running: false },
    });
    await advance(5 * minute);
    expect((await t.server.jobs.runIfDue('market-update')).ran).toBe(false);
    // Stopping a stopped feed changes nothing.
    await admin.admin.priceFeed.stop();
    expect(await auditEntries('STOP_PRICE_FEED')).toHaveLength(1);
  });

  it('update-now works while stopped, once the 3 minutes have passed', async () => {
    stock.prices.set('TSLA', { price: '250.10' });
    const status = await admin.admin.priceFeed.updateNow();
    expect(status).toMatchObject({ running: false, updating: false, nextUpdateAt: null, errorCount: 0 });
    expect((await asset('TSLA')).current_price).toBe('250.1000000000');
    const updates = await auditEntries('UPDATE_ASSET_PRICES');
    expect(updates).toHaveLength(2);
    expect(updates[1]).toMatchObject({ actor_type: 'admin' });
  });

  it('only one update runs at a time: update-now while one runs is 409 "Update already in progress"', async () => {
    await advance(3 * minute);
    const calls = crypto.state.calls;
    const open = crypto.hold();
    const asked = crypto.nextCall();
    const first = admin.admin.priceFeed.updateNow();
    await asked;
    try {
      expect(await admin.admin.priceFeed.status()).toMatchObject({ updating: true });
      const refusals = await Promise.allSettled(
        Array.from({ length: 4 }, () => admin.admin.priceFeed.updateNow()),
      );
      for (const refusal of refusals) {
        expect(refusal.status).toBe('rejected');
        const reason = (refusal as PromiseRejectedResult).reason as AppError;
        expect([reason.code, reason.message]).toEqual(['UPDATE_IN_PROGRESS', 'Update already in progress']);
      }
      // Starting meanwhile switches the feed on, and the running update counts as its first.
      expect(await admin.admin.priceFeed.start()).toMatchObject({ running: true, updating: true });
    } finally {
      open();
    }
    expect(await first).toMatchObject({ updating: false, running: true });
    // The refused calls never reached the sources.
    expect(crypto.state.calls).toBe(calls + 1);
    expect(await auditEntries('UPDATE_ASSET_PRICES')).toHaveLength(3);
    await admin.admin.priceFeed.stop();
  });

  it('concurrent update-now calls run exactly one update', async () => {
    await advance(3 * minute);
    const calls = crypto.state.calls;
    const history = await historyCount();
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, () => admin.admin.priceFeed.updateNow()),
    );
    const done = results.filter((result) => result.status === 'fulfilled');
    expect(done).toHaveLength(1);
    for (const result of results)
      if (result.status === 'rejected')
        expect(['UPDATE_IN_PROGRESS', 'RATE_LIMITED']).toContain((result.reason as AppError).code);
    expect(crypto.state.calls).toBe(calls + 1);
    expect(await historyCount()).toBe(history + 5);
  });

  it('a source failure is answered, counted in the status, and the other source is still written', async () => {
    await advance(3 * minute);
    stock.state.failure = new AppError('MARKET_DATA_RATE_LIMITED', adminScreenMessages.stockRateLimited);
    crypto.prices.set('BTC', { price: '71000' });
    await expectAppError(
      admin.admin.priceFeed.updateNow(),
      'MARKET_DATA_RATE_LIMITED',
      adminScreenMessages.stockRateLimited,
    );
    expect((await asset('BTC')).current_price).toBe('71000.0000000000');
    expect(await admin.admin.priceFeed.status()).toMatchObject({
      updating: false,
      errorCount: 1,
      lastError: adminScreenMessages.stockRateLimited,
    });
    stock.state.failure = null;
    await advance(3 * minute);
    expect(await admin.admin.priceFeed.updateNow()).toMatchObject({ errorCount: 1, lastError: null });
  });
});
