import { Decimal, priceChange, roundPrice, seededRng } from '@tradesim/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTickPrices, tickPrices } from '../src/modules/market/price-tick.js';
import type { OutboxEvent } from '../src/realtime/outbox-repo.js';
import { isEvent, recordEvents } from './support/event-log.js';
import { startTestServer, type TestServer } from './support/test-server.js';

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer({ seedDemo: true });
});
afterAll(async () => {
  await t.close();
});

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

const isTick = (tickId: number) => (message: OutboxEvent) =>
  isEvent(message, 'assets', 'tick') && message.data.tickId === tickId;

interface AssetState {
  id: string;
  symbol: string;
  current_price: string;
  change_24h: string;
  change_percent_24h: string;
  is_active: boolean;
  updated_at: Date;
}

async function assetStates(): Promise<Map<string, AssetState>> {
  const rows: AssetState[] = await t.db.knex('assets').select();
  return new Map(rows.map((row) => [row.id, row]));
}

async function historyCount(): Promise<number> {
  const [row] = await t.db.knex('price_history').count({ count: '*' });
  return Number(row?.count);
}

/** The recorded price closest to `target`, the earlier one on a tie: the rule, in plain code. */
async function closestPrice(assetId: string, target: number): Promise<string | null> {
  const points: { price: string; recorded_at: Date }[] = await t.db
    .knex('price_history')
    .where('asset_id', assetId)
    .orderBy('recorded_at', 'asc');
  let best: { price: string; distance: number } | null = null;
  for (const point of points) {
    const distance = Math.abs(point.recorded_at.getTime() - target);
    if (!best || distance < best.distance) best = { price: point.price, distance };
  }
  return best?.price ?? null;
}

describe('tickPrices', () => {
  it('moves every active asset once, within ±1 %, and leaves inactive ones alone', async () => {
    const googl = await t.db.knex('assets').where('symbol', 'GOOGL').first();
    await t.db.knex('assets').where('id', googl.id).update({ is_active: false });
    try {
      const before = await assetStates();
      const active = [...before.values()].filter((row) => row.is_active);
      const rowsBefore = await historyCount();
      const now = t.server.ctx.clock.now();
      const references = new Map<string, string | null>();
      for (const row of active) references.set(row.id, await closestPrice(row.id, now.getTime() - dayMs));
      const events = await recordEvents(t.db);
      try {
        const result = await tickPrices(t.server.ctx, { now, rng: seededRng('x') });
        expect(result.assets).toBe(5);
        expect(result.tickId).toBeGreaterThan(0);

        const written: { asset_id: string; price: string; recorded_at: Date }[] = await t.db
          .knex('price_history')
          .where('tick_id', result.tickId);
        expect(written.map((row) => row.asset_id).sort()).toEqual(active.map((row) => row.id).sort());
        expect(await historyCount()).toBe(rowsBefore + 5);

        const after = await assetStates();
        for (const point of written) {
          const old = before.get(point.asset_id);
          const fresh = after.get(point.asset_id);
          if (!old || !fresh) throw new Error('asset vanished');
          const price = new Decimal(point.price);
          expect(point.recorded_at.toISOString()).toBe(now.toISOString());
          expect(price.equals(fresh.current_price)).toBe(true);
          expect(fresh.updated_at.toISOString()).toBe(now.toISOString());
          expect(price.gte(roundPrice(new Decimal(old.current_price).times('0.99')))).toBe(true);
          expect(price.lte(roundPrice(new Decimal(old.current_price).times('1.01')))).toBe(true);
          expect(price.equals(old.current_price)).toBe(false);
          if (price.gte(1)) expect(price.decimalPlaces()).toBeLessThanOrEqual(2);
          else expect(price.precision()).toBeLessThanOrEqual(8);
          const expected = priceChange(price, references.get(point.asset_id) ?? old.current_price);
          expect(new Decimal(fresh.change_24h).equals(expected.change)).toBe(true);
          expect(new Decimal(fresh.change_percent_24h).equals(expected.changePercent)).toBe(true);
        }
        expect(after.get(googl.id)).toEqual(before.get(googl.id));

        const message = await events.waitFor(isTick(result.tickId));
        expect(message).toEqual({
          topic: 'assets',
          event: 'tick',
          data: { tickId: result.tickId },
          at: now.toISOString(),
        });
        expect(events.messages.filter(isTick(result.tickId))).toHaveLength(1);

        const prices = await loadTickPrices(t.db.knex, result.tickId);
        expect(prices.map((row) => row.symbol)).toEqual(['AAPL', 'ADA', 'BTC', 'ETH', 'TSLA']);
        for (const row of prices) {
          const state = after.get(row.id);
          expect(new Decimal(row.price).equals(state?.current_price ?? 'NaN')).toBe(true);
          expect(new Decimal(row.change24h).equals(state?.change_24h ?? 'NaN')).toBe(true);
          expect(row.changePercent24h).toMatch(/^-?\d+\.\d{4}$/);
          expect(row.updatedAt).toBe(now.toISOString());
        }
        expect(await loadTickPrices(t.db.knex, result.tickId + 1000)).toEqual([]);
      } finally {
        await events.stop();
      }
    } finally {
      await t.db.knex('assets').where('id', googl.id).update({ is_active: true });
    }
  });

  it('measures the 24 h change against the recorded price closest to 24 h earlier', async () => {
    const now = new Date(t.server.ctx.clock.now().getTime() + hourMs);
    const at = (offsetMs: number) => new Date(now.getTime() - dayMs + offsetMs);
    const cases = [
      // The later point is nearer (10 min against 60 min).
      {
        symbol: 'TSTA',
        price: '100.00',
        history: [
          [at(-hourMs), '80'],
          [at(10 * 60_000), '90'],
        ],
      },
      // The earlier point is nearer (5 min against 60 min).
      {
        symbol: 'TSTB',
        price: '200.00',
        history: [
          [at(-5 * 60_000), '150'],
          [at(hourMs), '180'],
        ],
      },
      // Equally near: the earlier one.
      {
        symbol: 'TSTC',
        price: '50.00',
        history: [
          [at(-30 * 60_000), '40'],
          [at(30 * 60_000), '60'],
        ],
      },
      // Nothing near 24 h ago: the closest point there is.
      { symbol: 'TSTD', price: '0.5', history: [[new Date(now.getTime() - 2 * hourMs), '0.45']] },
      // No history at all: the price before this step.
      { symbol: 'TSTE', price: '10.00', history: [] },
    ] as const;
    for (const item of cases) {
      const [row] = await t.db
        .knex('assets')
        .insert({
          symbol: item.symbol,
          name: `Test ${item.symbol}`,
          type: 'stock',
          current_price: item.price,
        })
        .returning('id');
      if (item.history.length > 0)
        await t.db
          .knex('price_history')
          .insert(item.history.map(([time, price]) => ({ asset_id: row.id, price, recorded_at: time })));
    }
    try {
      // 0.75 is a step of +0.5 % for every asset.
      const result = await tickPrices(t.server.ctx, { now, rng: () => 0.75 });
      const prices = new Map(
        (await loadTickPrices(t.db.knex, result.tickId)).map((row) => [row.symbol, row]),
      );
      expect(prices.size).toBe(result.assets);
      const updatedAt = now.toISOString();
      expect(prices.get('TSTA')).toMatchObject({
        price: '100.50',
        change24h: '10.50',
        changePercent24h: '11.6667',
        updatedAt,
      });
      expect(prices.get('TSTB')).toMatchObject({
        price: '201.00',
        change24h: '51.00',
        changePercent24h: '34.0000',
      });
      expect(prices.get('TSTC')).toMatchObject({
        price: '50.25',
        change24h: '10.25',
        changePercent24h: '25.6250',
      });
      expect(prices.get('TSTD')).toMatchObject({
        price: '0.5025',
        change24h: '0.0525',
        changePercent24h: '11.6667',
      });
      expect(prices.get('TSTE')).toMatchObject({
        price: '10.05',
        change24h: '0.05',
        changePercent24h: '0.5000',
      });
    } finally {
      await t.db.knex('assets').where('symbol', 'like', 'TST_').delete();
    }
  });

  it('writes and announces nothing when it fails or has nothing to move', async () => {
    const events = await recordEvents(t.db);
    try {
      const before = await assetStates();
      const rowsBefore = await historyCount();
      // Fails on the UPDATE, after the history INSERT: both must roll back, and no event leave.
      await t.db.knex.raw(
        'ALTER TABLE assets ADD CONSTRAINT test_no_updates CHECK (current_price < 0) NOT VALID',
      );
      try {
        await expect(
          tickPrices(t.server.ctx, { now: t.server.ctx.clock.now(), rng: seededRng('y') }),
        ).rejects.toThrow(/test_no_updates/);
      } finally {
        await t.db.knex.raw('ALTER TABLE assets DROP CONSTRAINT test_no_updates');
      }
      expect(await historyCount()).toBe(rowsBefore);
      expect(await assetStates()).toEqual(before);

      await t.db.knex('assets').update({ is_active: false });
      try {
        const idle = await tickPrices(t.server.ctx, { now: t.server.ctx.clock.now(), rng: seededRng('z') });
        expect(idle).toEqual({ tickId: -1, assets: 0 });
        expect(await historyCount()).toBe(rowsBefore);
      } finally {
        await t.db.knex('assets').update({ is_active: true });
      }

      // Events arrive in commit order: once this tick's event is in, any earlier one would be too.
      const good = await tickPrices(t.server.ctx, { now: t.server.ctx.clock.now(), rng: seededRng('w') });
      await events.waitFor(isTick(good.tickId));
      expect(events.messages).toEqual([expect.objectContaining({ data: { tickId: good.tickId } })]);
    } finally {
      await events.stop();
    }
  });
});
