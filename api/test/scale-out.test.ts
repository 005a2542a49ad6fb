import { type RealtimeEvent, seededRng } from '@tradesim/core';
import { createClient, memoryStore, type SocketConstructor } from '@tradesim/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { testClock } from '../src/clock.js';
import { tickPrices } from '../src/modules/market/price-tick.js';
import { type ApiProcess, startApiProcess } from './support/api-process.js';
import { type CatalogueIds, loadCatalogue } from './support/catalogue.js';
import { expectAppError } from './support/errors.js';
import { subscribedSocket, tickEvent } from './support/realtime-socket.js';
import { startTestServer, type TestServer } from './support/test-server.js';

// Two API instances on one database need a database server: PGlite is embedded in one process.
// This file runs in the PostgreSQL pass of `npm test` (TEST_DATABASE_URL), which CI always runs.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let a: TestServer;
let b: TestServer;
// The third in a process of its own: the first two share this process and so hear each other's
// commits at once (realtime/outbox-signal.ts); the third hears them only through the outbox.
let c: ApiProcess;
let catalogue: CatalogueIds;
const clock = testClock();
const tickMs = 30_000;

beforeAll(async () => {
  if (!onPostgres) return;
  a = await startTestServer({ seedDemo: true, clock, env: { PRICE_TICK_MS: String(tickMs) } });
  b = await startTestServer({ database: a.db, clock, env: { PRICE_TICK_MS: String(tickMs) } });
  c = await startApiProcess({ databaseUrl: a.db.url ?? '' });
  catalogue = await loadCatalogue(a.db);
});
afterAll(async () => {
  if (!onPostgres) return;
  await c.kill();
  await b.close();
  await a.close();
});

async function tickCount(): Promise<number> {
  const row = await a.db.knex('price_history').first(a.db.knex.raw('count(DISTINCT tick_id)::int AS ticks'));
  return row?.ticks ?? 0;
}

/** A client of the separate instance. */
function clientOfC(token: string) {
  return createClient({
    baseUrl: c.url,
    store: memoryStore(),
    token,
    WebSocket: WebSocket as unknown as SocketConstructor,
  });
}

describe.runIf(onPostgres)('three API instances on one PostgreSQL', () => {
  it('tick once per interval however often both instances try', async () => {
    const before = await tickCount();
    for (let interval = 1; interval <= 3; interval += 1) {
      const runs = await Promise.all(
        Array.from({ length: 6 }, (_, i) => (i % 2 ? a : b).server.jobs.runIfDue('price-tick')),
      );
      expect(runs.filter((run) => run.ran)).toHaveLength(1);
      // And again once that run has finished: still within the interval, so nothing runs.
      for (const instance of [a, b, a, b])
        expect((await instance.server.jobs.runIfDue('price-tick')).ran).toBe(false);
      expect(await tickCount()).toBe(before + interval);
      clock.advance(tickMs);
    }
    const state = await a.db.knex('job_state').where('name', 'price-tick').first();
    expect(state).toMatchObject({ is_running: false, last_error: null });
  });

  it('an event committed through one instance reaches a WebSocket client of the other', async () => {
    const { client, userId } = await a.userClient();
    await a.fund(userId, '10.00');
    const token = client.credentials().user?.accessToken;
    const onB = b.clientWithToken(token);
    const received = new Promise<RealtimeEvent>((resolve) => {
      onB.realtime
        .subscribe(['me'], (event) => {
          if (event.event === 'profile') resolve(event);
        })
        .ready.then(() =>
          client.investments.purchase({
            assetId: catalogue.asset('ETH').id,
            durationId: catalogue.duration(24).id,
            amount: '4.00',
          }),
        );
    });
    expect((await received).data).toEqual({ balance: '6.00' });

    const ticks = new Promise<RealtimeEvent>((resolve) => {
      onB.realtime.subscribe(['assets'], resolve).ready.then(() => a.server.jobs.runNow('price-tick'));
    });
    expect((await ticks).event).toBe('tick');
    onB.realtime.close();
  });

  it('a session ended through one instance closes its sockets on the other at once', async () => {
    const signedOut = await a.userClient();
    const banned = await a.userClient();
    const bystander = await a.userClient();
    const token = (user: typeof signedOut) => user.client.credentials().user?.accessToken ?? '';
    const topics = ['me', 'assets'];
    const signedOutOnB = await subscribedSocket(b.url, token(signedOut), topics);
    const bannedOnB = await subscribedSocket(b.url, token(banned), topics);
    const bystanderOnB = await subscribedSocket(b.url, token(bystander), topics);

    await signedOut.client.auth.logout();
    await (await a.adminClient()).admin.users.ban(banned.userId, 'Fraud');
    // Committed after both endings: B hears it after them, by which time both sockets are cut off.
    const { tickId } = await tickPrices(a.server.ctx, { now: clock.now(), rng: seededRng('scale-out') });
    await bystanderOnB.next(tickEvent(tickId));
    for (const socket of [signedOutOnB, bannedOnB]) {
      expect(await socket.hears(tickEvent(tickId))).toBe(false);
      expect(await socket.closed).toBe(4401);
    }
    bystanderOnB.close();
  });

  it('a user’s events, committed through any instance, reach clients of every instance in commit order', async () => {
    const instances = [a, b, { url: c.url, clientWithToken: clientOfC }];
    const buyers = await Promise.all(
      [0, 1, 2].map(async () => {
        const { client, userId } = await a.userClient();
        await a.fund(userId, '100.00');
        const token = client.credentials().user?.accessToken ?? '';
        const sockets = await Promise.all(
          instances.map((instance) => subscribedSocket(instance.url, token, ['me'])),
        );
        return { token, sockets, answered: [] as string[] };
      }),
    );
    // Each buyer's purchases one after the other, each through the next instance; the buyers at
    // once, so the commits of different users interleave across the instances.
    const purchases = 6;
    await Promise.all(
      buyers.map(async (buyer, index) => {
        for (let n = 0; n < purchases; n += 1) {
          const through = instances[(index + n) % instances.length] as Pick<TestServer, 'clientWithToken'>;
          await through.clientWithToken(buyer.token).investments.purchase({
            assetId: catalogue.asset('BTC').id,
            durationId: catalogue.duration(24).id,
            amount: '1.00',
          });
          buyer.answered.push((await through.clientWithToken(buyer.token).me.get()).balance);
        }
      }),
    );
    const expected = Array.from({ length: purchases }, (_, n) => `${99 - n}.00`);
    for (const buyer of buyers) {
      expect(buyer.answered).toEqual(expected);
      for (const socket of buyer.sockets) {
        const last = expected.at(-1);
        await socket.next(
          (message) => message.event === 'profile' && (message.data as { balance: string }).balance === last,
        );
        const balances = socket.messages
          .filter((message) => message.type === 'event' && message.event === 'profile')
          .map((message) => (message.data as { balance: string }).balance);
        expect(balances).toEqual(expected);
        socket.close();
      }
    }
  });

  it('a session signed out through one instance is refused by the others as soon as they hear it', async () => {
    const { client } = await a.userClient();
    const token = client.credentials().user?.accessToken ?? '';
    // Each instance has the session in memory (modules/sessions/session-view.ts) after serving it once.
    const onOthers = [b.clientWithToken(token), clientOfC(token)];
    for (const other of onOthers) await other.me.get();
    const sockets = await Promise.all([b.url, c.url].map((url) => subscribedSocket(url, token, ['me'])));
    await client.auth.logout();
    // A socket closes when its instance reads the ending from the outbox; the same read made the
    // instance forget the session, so its next request is refused.
    for (const [index, socket] of sockets.entries()) {
      expect(await socket.closed).toBe(4401);
      await expectAppError((onOthers[index] as typeof client).me.get(), 'SESSION_EXPIRED');
    }
  });
});
