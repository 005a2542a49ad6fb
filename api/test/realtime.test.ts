import type { RealtimeEvent } from '@tradesim/core';
import { seededRng } from '@tradesim/core';
import type { TradesimClient } from '@tradesim/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { tickPrices } from '../src/modules/market/price-tick.js';
import { type CatalogueIds, loadCatalogue } from './support/catalogue.js';
import { startTestServer, type TestServer } from './support/test-server.js';

let t: TestServer;
let catalogue: CatalogueIds;

beforeAll(async () => {
  t = await startTestServer({ seedDemo: true });
  catalogue = await loadCatalogue(t.db);
});
afterAll(async () => {
  await t.close();
});

/** Collects a client's events and resolves waiters when a matching one arrives. */
function recorder() {
  const events: RealtimeEvent[] = [];
  const waiters: { match: (event: RealtimeEvent) => boolean; resolve: (event: RealtimeEvent) => void }[] = [];
  return {
    events,
    handler(event: RealtimeEvent) {
      events.push(event);
      for (const waiter of [...waiters]) {
        if (waiter.match(event)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(event);
        }
      }
    },
    next(match: (event: RealtimeEvent) => boolean): Promise<RealtimeEvent> {
      const seen = events.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve) => waiters.push({ match, resolve }));
    },
  };
}

async function buy(client: TradesimClient, amount: string) {
  return client.investments.purchase({
    assetId: catalogue.asset('BTC').id,
    durationId: catalogue.duration(24).id,
    amount,
  });
}

describe('realtime', () => {
  it('delivers a user’s own events on `me`, and never another user’s', async () => {
    const alice = await t.userClient();
    const bob = await t.userClient();
    await t.fund(alice.userId, '50.00');
    await t.fund(bob.userId, '50.00');
    const aliceEvents = recorder();
    const bobEvents = recorder();
    await alice.client.realtime.subscribe(['me'], aliceEvents.handler).ready;
    await bob.client.realtime.subscribe(['me'], bobEvents.handler).ready;

    const investment = await buy(alice.client, '20.00');
    const profile = await aliceEvents.next((event) => event.event === 'profile');
    expect(profile).toMatchObject({ type: 'event', topic: 'me', data: { balance: '30.00' } });
    await aliceEvents.next(
      (event) => event.event === 'investment' && (event.data as { id: string }).id === investment.id,
    );

    // Bob's own purchase is a sync point: everything committed before it has been delivered.
    const own = await buy(bob.client, '5.00');
    await bobEvents.next(
      (event) => event.event === 'investment' && (event.data as { id: string }).id === own.id,
    );
    expect(bobEvents.events.some((event) => JSON.stringify(event.data).includes(investment.id))).toBe(false);
    expect(bobEvents.events.filter((event) => event.event === 'profile').map((event) => event.data)).toEqual([
      { balance: '45.00' },
    ]);
    alice.client.realtime.close();
    bob.client.realtime.close();
  });

  it('sends one tick message with every changed price', async () => {
    const { client } = await t.userClient();
    const events = recorder();
    await client.realtime.subscribe(['assets'], events.handler).ready;
    const { tickId, assets } = await tickPrices(t.server.ctx, {
      now: t.server.ctx.clock.now(),
      rng: seededRng('tick'),
    });
    const tick = await events.next((event) => event.event === 'tick');
    const data = tick.data as { tickId: number; prices: { id: string; price: string }[] };
    expect(data.tickId).toBe(tickId);
    expect(data.prices).toHaveLength(assets);
    const btc = await client.market.assets.get(catalogue.asset('BTC').id);
    expect(data.prices.find((price) => price.id === btc.id)?.price).toBe(btc.price);
    client.realtime.close();
  });

  it('refuses topics the caller may not hear', async () => {
    const { client } = await t.userClient();
    await expect(
      client.realtime.subscribe(['admin.transactions'], () => undefined).ready,
    ).rejects.toMatchObject({
      code: 'ADMIN_REQUIRED',
    });
    await expect(
      client.realtime.subscribe(['support.00000000-0000-4000-8000-000000000000'], () => undefined).ready,
    ).rejects.toMatchObject({ code: 'TICKET_NOT_FOUND' });
    client.realtime.close();
    const admin = await t.adminClient();
    await expect(
      admin.realtime.subscribe(['me'], () => undefined, { as: 'admin' }).ready,
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await admin.realtime.subscribe(['admin.transactions'], () => undefined, { as: 'admin' }).ready;
    admin.realtime.close();
  });

  it('closes a socket that does not authenticate with a valid token', async () => {
    const socket = new WebSocket(`${t.url.replace('http', 'ws')}/api/realtime`);
    const messages: unknown[] = [];
    socket.on('message', (data) => messages.push(JSON.parse(data.toString())));
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send('not json');
    socket.send(JSON.stringify({ type: 'subscribe', topics: ['assets'] }));
    socket.send(JSON.stringify({ type: 'auth', token: 'forged.jwt.token' }));
    const code = await new Promise<number>((resolve) =>
      socket.once('close', (closeCode) => resolve(closeCode)),
    );
    expect(code).toBe(4401);
    expect(messages).toEqual([
      expect.objectContaining({ type: 'error', code: 'MALFORMED_JSON' }),
      expect.objectContaining({ type: 'error', code: 'UNAUTHENTICATED' }),
      expect.objectContaining({ type: 'error', code: 'UNAUTHENTICATED' }),
    ]);
  });
});
