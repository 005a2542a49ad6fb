import type { RealtimeEvent } from '@tradesim/core';
import type { TradesimClient } from '@tradesim/sdk';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type CatalogueIds, loadCatalogue } from './support/catalogue.js';
import { startTestServer, type TestServer } from './support/test-server.js';

// Three API instances on one PostgreSQL (PGlite is embedded in one process): the PostgreSQL
// pass of `npm test` runs this file.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let first: TestServer;
let watcher: TestServer;
let catalogue: CatalogueIds;

beforeAll(async () => {
  if (!onPostgres) return;
  first = await startTestServer({ seedDemo: true });
  watcher = await startTestServer({ database: first.db });
  catalogue = await loadCatalogue(first.db);
});
afterAll(async () => {
  if (!onPostgres) return;
  await watcher.close();
  await first.close();
});

interface Buyer {
  userId: string;
  token: string;
  /** Investment ids in the order their purchases were answered. */
  bought: string[];
  /** Investment ids in the order their events reached the watching instance's socket. */
  heard: string[];
  /** Resolves once as many events have been heard as purchases were answered. */
  heardAll(): Promise<void>;
  client: TradesimClient;
}

/**
 * A load balancer's part, played by the buyer: each attempt goes to a live instance in turn, and
 * a refused connection or a 503 is tried again, with the same Idempotency-Key, on the next one.
 */
/** Attempts refused by a draining or stopped instance (and so tried again elsewhere). */
let refusedAttempts = 0;

async function purchaseThroughAny(live: () => readonly TestServer[], buyer: Buyer, key: string) {
  const body = JSON.stringify({
    assetId: catalogue.asset('ETH').id,
    durationId: catalogue.duration(24).id,
    amount: '1.00',
  });
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const instances = live();
    const target = instances[attempt % instances.length];
    if (!target) throw new Error('no live instance');
    const answer = await fetch(`${target.url}/api/investments`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${buyer.token}`,
        'content-type': 'application/json',
        'idempotency-key': key,
        connection: 'close',
      },
      body,
    }).catch(() => null);
    if (answer === null || answer.status === 503) {
      refusedAttempts += 1;
      continue;
    }
    expect(answer.status).toBe(201);
    return ((await answer.json()) as { id: string }).id;
  }
  throw new Error(`purchase ${key} never answered`);
}

it.runIf(onPostgres)(
  'a rolling restart under purchase load loses no purchase and no event, and each buyer hears theirs in order',
  async () => {
    const buyers: Buyer[] = [];
    for (let i = 0; i < 4; i += 1) {
      const { client, userId } = await first.userClient();
      await first.fund(userId, '1000.00');
      const token = client.credentials().user?.accessToken ?? '';
      const onWatcher = watcher.clientWithToken(token);
      let check = () => {};
      const buyer: Buyer = {
        userId,
        token,
        bought: [],
        heard: [],
        client: onWatcher,
        heardAll: () =>
          new Promise<void>((resolve) => {
            check = () => {
              if (buyer.heard.length >= buyer.bought.length) resolve();
            };
            check();
          }),
      };
      await onWatcher.realtime.subscribe(['me'], (event: RealtimeEvent) => {
        if (event.event !== 'investment') return;
        buyer.heard.push((event.data as { id: string }).id);
        check();
      }).ready;
      buyers.push(buyer);
    }
    // The instances taking the load, restarted one at a time; the watcher stays up.
    let serving: TestServer[] = [
      await startTestServer({ database: first.db }),
      await startTestServer({ database: first.db }),
    ];
    let restarting = true;
    const load = buyers.map(async (buyer, b) => {
      for (let n = 0; restarting || n < 5; n += 1) {
        buyer.bought.push(await purchaseThroughAny(() => serving, buyer, `roll-${b}-${n}`));
      }
    });
    for (const old of [...serving]) {
      // SIGTERM's part: drain while the load goes on, then stop; a new instance takes its place.
      await old.server.drain(10_000);
      const next = await startTestServer({ database: first.db });
      serving = [...serving.filter((instance) => instance !== old), next];
      await old.close();
    }
    restarting = false;
    await Promise.all(load);
    // The load did meet the restarts: some attempts found an instance draining or gone.
    expect(refusedAttempts).toBeGreaterThan(0);

    for (const buyer of buyers) {
      const rows = await first.db.knex('investments').where('user_id', buyer.userId).orderBy('created_at');
      expect(rows.map((row) => row.id).sort()).toEqual([...buyer.bought].sort());
      expect(new Set(buyer.bought).size).toBe(buyer.bought.length);
      // Every event reaches the watching instance, in the order the buyer's purchases were made.
      await buyer.heardAll();
      expect(buyer.heard).toEqual(buyer.bought);
      buyer.client.realtime.close();
    }
    for (const instance of serving) await instance.close();
  },
  120_000,
);
