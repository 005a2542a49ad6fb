import { randomUUID } from 'node:crypto';
import { AppError } from '@tradesim/core';
import type { TradesimClient } from '@tradesim/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '../src/clock.js';
import type { OutboxEvent } from '../src/realtime/outbox-repo.js';
import { type FakeMarket, fakeMarket } from './support/catalogue-market-fake.js';
import { expectAppError } from './support/errors.js';
import { type EventLog, isEvent, type Published, recordEvents } from './support/event-log.js';
import { startTestServer, type TestServer } from './support/test-server.js';

const clock = testClock();
let t: TestServer;
let market: FakeMarket;
let admin: TradesimClient;
let adminId: string;
let events: EventLog;

const coins = Array.from({ length: 12 }, (_, i) => `CN${String.fromCharCode(65 + i)}`);
const corps = Array.from({ length: 12 }, (_, i) => `CP${String.fromCharCode(65 + i)}`);

beforeAll(async () => {
  market = fakeMarket({ crypto: ['QBTC', 'QETH', 'DUAL', ...coins], stock: ['QAPL', 'DUAL', ...corps] });
  t = await startTestServer({ marketData: market, clock });
  admin = await t.adminClient();
  adminId = (await admin.admin.auth.session()).admin.id;
  events = await recordEvents(t.db);
});
afterAll(async () => {
  await events.stop();
  await t.close();
});

async function auditEntries(recordId: string) {
  return t.db
    .knex('admin_action_logs')
    .where('record_id', recordId)
    .orderBy('created_at', 'asc')
    .select('actor_type', 'actor_id', 'action', 'table_name', 'old_values', 'new_values');
}

async function countRows(table: string, where: Record<string, unknown> = {}): Promise<number> {
  const row = await t.db.knex(table).where(where).count<{ count: number }[]>('* as count').first();
  return Number(row?.count ?? 0);
}

let symbolCounter = 0;
/** A symbol no other test uses (the fake provider does not know it: pass a price). */
function freshSymbol(prefix = 'T'): string {
  symbolCounter += 1;
  return `${prefix}${symbolCounter}X`;
}

async function addPriced(name = 'Priced Asset', type: 'crypto' | 'stock' = 'stock') {
  return admin.admin.assets.create({ symbol: freshSymbol(), name, type, price: '10.00' });
}

async function createDuration(): Promise<string> {
  const [row] = await t.db
    .knex('investment_durations')
    .insert({ label: '24 hours', hours: 24, max_return_percent: '5.000' })
    .returning('id');
  return row.id;
}

describe('POST /api/admin/assets', () => {
  it('adds an asset at the admin’s price, with its first price point, ADD_ASSET and an insert event', async () => {
    const asset = await admin.admin.assets.create({
      symbol: ' abc1 ',
      name: '  Alpha Beta  ',
      type: 'stock',
      icon: '🅰',
      price: '12.345',
    });
    expect(asset).toMatchObject({
      symbol: 'ABC1',
      name: 'Alpha Beta',
      type: 'stock',
      icon: '🅰',
      price: '12.345',
      change24h: '0.00',
      changePercent24h: '0.0000',
      marketCap: null,
      volume24h: null,
      isActive: true,
    });
    const history = await t.db.knex('price_history').where('asset_id', asset.id).select('price');
    expect(history.map((row) => Number(row.price))).toEqual([12.345]);
    expect(await auditEntries(asset.id)).toEqual([
      {
        actor_type: 'admin',
        actor_id: adminId,
        action: 'ADD_ASSET',
        table_name: 'assets',
        old_values: null,
        new_values: {
          symbol: 'ABC1',
          name: 'Alpha Beta',
          type: 'stock',
          icon: '🅰',
          price: '12.345',
          marketCap: null,
          volume24h: null,
          isActive: true,
        },
      },
    ]);
    const event = await events.waitFor(
      (message) => message.topic === 'assets' && (message.data as { id: string }).id === asset.id,
    );
    expect(event).toMatchObject({ event: 'insert', data: asset });
  });

  it('asks the market-data source for a quote when no price is given', async () => {
    const asset = await admin.admin.assets.create({ symbol: 'qbtc', name: 'Q Bitcoin', type: 'crypto' });
    expect(market.quoted.at(-1)).toBe('crypto:QBTC');
    expect(asset).toMatchObject({
      symbol: 'QBTC',
      name: 'Q Bitcoin',
      icon: 'https://img.example.test/crypto/qbtc.png',
      price: market.instruments.crypto[0]?.price,
      change24h: '1.25',
      changePercent24h: '2.5000',
      marketCap: '123456789.13',
      volume24h: '9876.50',
    });
    const given = await admin.admin.assets.create({
      symbol: 'QAPL',
      name: 'Q Apple',
      type: 'stock',
      icon: '🍏',
    });
    expect(given.icon).toBe('🍏');
  });

  it('refuses a symbol already listed with that type ("Asset already exists"), without asking the provider', async () => {
    await admin.admin.assets.create({ symbol: 'QETH', name: 'Q Ether', type: 'crypto' });
    const quotes = market.quoted.length;
    const audits = await countRows('admin_action_logs');
    await expectAppError(
      admin.admin.assets.create({ symbol: 'qeth', name: 'Again', type: 'crypto', price: '5' }),
      'ASSET_ALREADY_EXISTS',
      'Asset already exists',
    );
    await expectAppError(
      admin.admin.assets.create({ symbol: 'QETH', name: 'Again', type: 'crypto' }),
      'ASSET_ALREADY_EXISTS',
      'Asset already exists',
    );
    expect(market.quoted.length).toBe(quotes);
    expect(await countRows('assets', { symbol: 'QETH' })).toBe(1);
    expect(await countRows('admin_action_logs')).toBe(audits);
    // The same symbol as the other type is another asset.
    const stock = await admin.admin.assets.create({
      symbol: 'QETH',
      name: 'Q Eth Corp',
      type: 'stock',
      price: '3',
    });
    expect(stock.type).toBe('stock');
  });

  it('adds an asset once when many admins add it at the same moment', async () => {
    const symbol = freshSymbol('RACE');
    const outcomes = await Promise.allSettled(
      Array.from({ length: 6 }, () =>
        admin.admin.assets.create({ symbol, name: 'Racy', type: 'crypto', price: '1' }),
      ),
    );
    const added = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    expect(added).toHaveLength(1);
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') {
        expect(outcome.reason).toBeInstanceOf(AppError);
        expect((outcome.reason as AppError).code).toBe('ASSET_ALREADY_EXISTS');
      }
    }
    const id = added[0]?.status === 'fulfilled' ? added[0].value.id : '';
    expect(await countRows('assets', { symbol })).toBe(1);
    expect(await countRows('price_history', { asset_id: id })).toBe(1);
    expect((await auditEntries(id)).map((entry) => entry.action)).toEqual(['ADD_ASSET']);
  });

  it('passes the provider’s refusals on and writes nothing', async () => {
    const assets = await countRows('assets');
    await expectAppError(
      admin.admin.assets.create({ symbol: 'NOPE', name: 'Unknown', type: 'stock' }),
      'MARKET_DATA_NOT_FOUND',
      'Could not fetch data for stock symbol: NOPE',
    );
    market.quoteFailures.set('crypto:CNA', new AppError('MARKET_DATA_RATE_LIMITED'));
    await expectAppError(
      admin.admin.assets.create({ symbol: 'CNA', name: 'Coin A', type: 'crypto' }),
      'MARKET_DATA_RATE_LIMITED',
      'Market data rate limit exceeded. Please try again later.',
    );
    market.quoteFailures.set('crypto:CNA', new Error('socket hang up'));
    await expectAppError(
      admin.admin.assets.create({ symbol: 'CNA', name: 'Coin A', type: 'crypto' }),
      'MARKET_DATA_ERROR',
      'Market data API error',
    );
    market.quoteFailures.delete('crypto:CNA');
    expect(await countRows('assets')).toBe(assets);
  });

  it('validates the form', async () => {
    const blank = await expectAppError(
      admin.admin.assets.create({ symbol: '  ', name: '', type: 'stock', price: '1' }),
      'VALIDATION_FAILED',
    );
    expect(blank.fields).toMatchObject({ symbol: 'Symbol is required', name: 'Name is required' });
    const price = await expectAppError(
      admin.admin.assets.create({ symbol: 'OKAY', name: 'Okay', type: 'stock', price: '0' }),
      'VALIDATION_FAILED',
    );
    expect(price.fields).toEqual({ price: 'Enter a positive number' });
    await expectAppError(
      admin.admin.assets.create({ symbol: 'OKAY', name: 'Okay', type: 'bond' as 'stock', price: '1' }),
      'VALIDATION_FAILED',
    );
    expect(await countRows('assets', { symbol: 'OKAY' })).toBe(0);
  });

  it('is for admins only', async () => {
    const { email, password } = await t.userClient();
    const { session } = await t.client().auth.login({ email, password });
    await expectAppError(t.clientWithToken(session.accessToken).admin.assets.list(), 'ADMIN_REQUIRED');
    await expectAppError(
      t.clientWithToken(undefined).admin.assets.create({ symbol: 'X', name: 'X', type: 'stock', price: '1' }),
      'ADMIN_SESSION_INVALID',
    );
  });
});

describe('GET /api/admin/assets', () => {
  it('lists every asset newest first, filtered by name or symbol, type and status', async () => {
    const made = [];
    for (const [name, type] of [
      ['Zeta Listing', 'crypto'],
      ['zeta other', 'stock'],
      ['Omega Listing', 'stock'],
    ] as const) {
      clock.advance(1000);
      made.push(await admin.admin.assets.create({ symbol: freshSymbol('ZL'), name, type, price: '2' }));
    }
    const [zeta, zetaStock, omega] = made as [(typeof made)[0], (typeof made)[0], (typeof made)[0]];
    await admin.admin.assets.deactivate(omega.id);
    const ids = (items: { id: string }[]) => items.map((item) => item.id);

    const all = (await admin.admin.assets.list()).items;
    expect(ids(all).slice(0, 3)).toEqual([omega.id, zetaStock.id, zeta.id]);
    expect(all.find((item) => item.id === omega.id)?.isActive).toBe(false);
    expect(ids((await admin.admin.assets.list({ q: 'ZETA' })).items)).toEqual([zetaStock.id, zeta.id]);
    expect(ids((await admin.admin.assets.list({ q: zeta.symbol.toLowerCase() })).items)).toEqual([zeta.id]);
    expect(ids((await admin.admin.assets.list({ q: 'zeta', type: 'crypto' })).items)).toEqual([zeta.id]);
    expect(ids((await admin.admin.assets.list({ q: 'listing', status: 'inactive' })).items)).toEqual([
      omega.id,
    ]);
    expect(ids((await admin.admin.assets.list({ q: 'listing', status: 'active' })).items)).toEqual([zeta.id]);
    // Wildcards typed by the admin are text.
    expect((await admin.admin.assets.list({ q: '%' })).items).toEqual([]);
    await expectAppError(admin.admin.assets.list({ status: 'gone' as 'all' }), 'VALIDATION_FAILED');
  });
});

describe('PATCH /api/admin/assets/:id', () => {
  it('edits name, icon, market cap and volume as UPDATE_ASSET with the old and new values', async () => {
    const asset = await addPriced('Before');
    const updated = await admin.admin.assets.update(asset.id, {
      name: ' After ',
      icon: 'https://img.example.test/after.png',
      marketCap: '1000000.005',
      volume24h: 250,
    });
    expect(updated).toMatchObject({
      name: 'After',
      icon: 'https://img.example.test/after.png',
      marketCap: '1000000.01',
      volume24h: '250.00',
      isActive: true,
    });
    const [, entry] = await auditEntries(asset.id);
    expect(entry).toEqual({
      actor_type: 'admin',
      actor_id: adminId,
      action: 'UPDATE_ASSET',
      table_name: 'assets',
      old_values: { name: 'Before', icon: null, marketCap: null, volume24h: null },
      new_values: {
        name: 'After',
        icon: 'https://img.example.test/after.png',
        marketCap: '1000000.01',
        volume24h: '250.00',
      },
    });
    const event = await events.waitFor(
      (message) =>
        message.topic === 'assets' &&
        message.event === 'update' &&
        (message.data as { id: string }).id === asset.id,
    );
    expect(event.data).toEqual(updated);
    // Clearing: null market cap, blank icon.
    const cleared = await admin.admin.assets.update(asset.id, { marketCap: null, icon: '' });
    expect(cleared).toMatchObject({ marketCap: null, icon: null });
  });

  it('records DEACTIVATE_ASSET and ACTIVATE_ASSET when only isActive flips; users stop seeing it', async () => {
    const asset = await addPriced('Toggle Me');
    const user = await t.userClient();
    const listed = async () =>
      (await user.client.market.assets.list({ q: asset.symbol })).items.map((item) => item.id);
    expect(await listed()).toEqual([asset.id]);

    const off = await admin.admin.assets.deactivate(asset.id);
    expect(off.isActive).toBe(false);
    expect(await listed()).toEqual([]);
    const on = await admin.admin.assets.activate(asset.id);
    expect(on.isActive).toBe(true);
    expect(await listed()).toEqual([asset.id]);
    // Name unchanged, so this is still only a deactivation.
    await admin.admin.assets.update(asset.id, { isActive: false, name: 'Toggle Me' });
    // Both together are an edit.
    await admin.admin.assets.update(asset.id, { isActive: true, name: 'Toggled' });

    const entries = await auditEntries(asset.id);
    expect(entries.map((entry) => [entry.action, entry.old_values, entry.new_values])).toEqual([
      ['ADD_ASSET', null, expect.any(Object)],
      ['DEACTIVATE_ASSET', { isActive: true }, { isActive: false }],
      ['ACTIVATE_ASSET', { isActive: false }, { isActive: true }],
      ['DEACTIVATE_ASSET', { isActive: true }, { isActive: false }],
      ['UPDATE_ASSET', { isActive: false, name: 'Toggle Me' }, { isActive: true, name: 'Toggled' }],
    ]);
    const isUpdate = (message: OutboxEvent): message is OutboxEvent & Published<'assets', 'update'> =>
      isEvent(message, 'assets', 'update') && message.data.id === asset.id;
    // Events arrive in commit order: once the last edit's event is in, every earlier one is too.
    await events.waitFor((message) => isUpdate(message) && message.data.name === 'Toggled');
    const updates = events.messages.filter(isUpdate);
    expect(updates.map((message) => message.data.isActive)).toEqual([false, true, false, true]);
  });

  it('writes nothing for an edit that changes nothing', async () => {
    const asset = await addPriced('Same');
    const again = await admin.admin.assets.update(asset.id, { name: 'Same', isActive: true });
    expect(again).toEqual(asset);
    expect((await admin.admin.assets.update(asset.id, {})).name).toBe('Same');
    expect((await auditEntries(asset.id)).map((entry) => entry.action)).toEqual(['ADD_ASSET']);
  });

  it('answers 404 "Asset not found" and validates', async () => {
    await expectAppError(
      admin.admin.assets.update(randomUUID(), { name: 'Ghost' }),
      'ASSET_NOT_FOUND',
      'Asset not found',
    );
    const asset = await addPriced('Valid');
    const error = await expectAppError(
      admin.admin.assets.update(asset.id, { name: ' ', marketCap: '-5' }),
      'VALIDATION_FAILED',
    );
    expect(error.fields).toMatchObject({ name: 'Name is required', marketCap: 'Enter a positive number' });
    expect((await auditEntries(asset.id)).map((entry) => entry.action)).toEqual(['ADD_ASSET']);
  });
});

describe('DELETE /api/admin/assets/:id', () => {
  it('deletes an unused asset with its history, as DELETE_ASSET, with a delete event', async () => {
    const asset = await addPriced('Doomed', 'crypto');
    await admin.admin.assets.remove(asset.id);
    expect(await countRows('assets', { id: asset.id })).toBe(0);
    expect(await countRows('price_history', { asset_id: asset.id })).toBe(0);
    const entries = await auditEntries(asset.id);
    expect(entries.at(-1)).toEqual({
      actor_type: 'admin',
      actor_id: adminId,
      action: 'DELETE_ASSET',
      table_name: 'assets',
      old_values: {
        symbol: asset.symbol,
        name: 'Doomed',
        type: 'crypto',
        icon: null,
        price: '10.00',
        marketCap: null,
        volume24h: null,
        isActive: true,
      },
      new_values: null,
    });
    const event = await events.waitFor(
      (message) => message.event === 'delete' && (message.data as { id: string }).id === asset.id,
    );
    expect(event).toMatchObject({ topic: 'assets', data: { id: asset.id } });
    await expectAppError(admin.admin.assets.remove(asset.id), 'ASSET_NOT_FOUND', 'Asset not found');
  });

  it('refuses while an investment references it, even one already sold', async () => {
    const durationId = await createDuration();
    const asset = await addPriced('Invested');
    const user = await t.userClient();
    await t.fund(user.userId, '100.00');
    const held = await user.client.investments.purchase({ assetId: asset.id, durationId, amount: '25.00' });
    const inUse = 'This asset has investments and cannot be deleted. Deactivate it instead.';
    await expectAppError(admin.admin.assets.remove(asset.id), 'ASSET_IN_USE', inUse);
    await user.client.investments.sell(held.id);
    await expectAppError(admin.admin.assets.remove(asset.id), 'ASSET_IN_USE', inUse);
    expect(await countRows('assets', { id: asset.id })).toBe(1);
    expect((await auditEntries(asset.id)).map((entry) => entry.action)).toEqual(['ADD_ASSET']);
    // Deactivating is the way out, and the investment is untouched.
    await admin.admin.assets.deactivate(asset.id);
    expect(await countRows('investments', { asset_id: asset.id })).toBe(1);
  });

  it('never leaves an investment without its asset when a delete races purchases', async () => {
    const durationId = await createDuration();
    const buyers = await Promise.all(Array.from({ length: 3 }, () => t.userClient()));
    for (const buyer of buyers) await t.fund(buyer.userId, '100.00');
    for (let round = 0; round < 5; round++) {
      const asset = await addPriced(`Contested ${round}`);
      const [removal, ...purchases] = await Promise.allSettled([
        admin.admin.assets.remove(asset.id),
        ...buyers.map((buyer) =>
          buyer.client.investments.purchase({ assetId: asset.id, durationId, amount: '1.00' }),
        ),
      ]);
      const bought = purchases.filter((outcome) => outcome.status === 'fulfilled').length;
      // The delete wins (and later purchases find no asset) or loses to a purchase: never a 500.
      if (removal?.status === 'rejected') expect((removal.reason as AppError).code).toBe('ASSET_IN_USE');
      for (const outcome of purchases) {
        if (outcome.status === 'rejected') expect((outcome.reason as AppError).code).toBe('ASSET_NOT_FOUND');
      }
      const investments = await countRows('investments', { asset_id: asset.id });
      expect(investments).toBe(bought);
      if (removal?.status === 'fulfilled') {
        expect(bought).toBe(0);
        expect(await countRows('assets', { id: asset.id })).toBe(0);
      } else {
        expect(bought).toBeGreaterThan(0);
        expect(await countRows('assets', { id: asset.id })).toBe(1);
      }
    }
  });
});

describe('GET /api/admin/market/search', () => {
  it('lists at most 10 crypto and 10 stock candidates, saying which are listed with that type', async () => {
    await admin.admin.assets.create({ symbol: 'CNB', name: 'Coin B listed', type: 'crypto', price: '1' });
    const { items, unavailable } = await admin.admin.assets.search('c');
    expect(market.searched.slice(-2)).toEqual(['crypto:c:10', 'stock:c:10']);
    expect(unavailable).toEqual([]);
    expect(items.filter((item) => item.type === 'crypto')).toHaveLength(10);
    expect(items.filter((item) => item.type === 'stock')).toHaveLength(10);
    expect(items[0]?.type).toBe('crypto');
    expect(items.find((item) => item.symbol === 'CNB')).toEqual({
      symbol: 'CNB',
      name: 'CNB Coin',
      type: 'crypto',
      exists: true,
    });
    expect(items.find((item) => item.symbol === 'CPB')?.exists).toBe(false);
  });

  it('says exists only for the same type', async () => {
    await admin.admin.assets.create({ symbol: 'DUAL', name: 'Dual stock', type: 'stock', price: '1' });
    const { items } = await admin.admin.assets.search('dual');
    expect(items).toEqual([
      { symbol: 'DUAL', name: 'DUAL Coin', type: 'crypto', exists: false },
      { symbol: 'DUAL', name: 'DUAL Corporation', type: 'stock', exists: true },
    ]);
  });

  it('still answers with one source down, and fails only when both are', async () => {
    market.searchFailures.set('stock', new AppError('MARKET_DATA_RATE_LIMITED'));
    const half = await admin.admin.assets.search('qbtc');
    expect(half).toEqual({
      items: [{ symbol: 'QBTC', name: 'QBTC Coin', type: 'crypto', exists: true }],
      unavailable: [
        {
          type: 'stock',
          code: 'MARKET_DATA_RATE_LIMITED',
          message: 'Market data rate limit exceeded. Please try again later.',
        },
      ],
    });
    market.searchFailures.set('crypto', new Error('connection reset'));
    await expectAppError(admin.admin.assets.search('qbtc'), 'MARKET_DATA_ERROR', 'Market data API error');
    market.searchFailures.clear();
  });

  it('refuses a blank query', async () => {
    const searches = market.searched.length;
    const error = await expectAppError(admin.admin.assets.search('   '), 'VALIDATION_FAILED');
    expect(error.fields).toEqual({ q: 'Enter a symbol or name to search' });
    expect(market.searched.length).toBe(searches);
  });
});
