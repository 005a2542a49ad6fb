import { encodeTrc20Address } from '@tradesim/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type Database } from '../src/db/connect.js';
import { type CatalogueIds, loadCatalogue } from './support/catalogue.js';
import { type PgProxy, startPgProxy } from './support/pg-proxy.js';
import { createTestDatabase } from './support/test-database.js';
import { startTestServer, type TestServer } from './support/test-server.js';

// The API's connection to PostgreSQL is cut at the exact message that commits, before or after
// the server got it: the API cannot know whether its change committed, answers 503 and releases
// nothing; the retry with the same key learns the truth. Needs a PostgreSQL server to cut.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let db: Database;
let proxy: PgProxy;
let proxied: Database;
let t: TestServer;
let catalogue: CatalogueIds;
const walletAddress = encodeTrc20Address(new Uint8Array(20).fill(7));

beforeAll(async () => {
  if (!onPostgres) return;
  db = await createTestDatabase();
  proxy = await startPgProxy(db.url ?? '');
  proxied = await connectDatabase({ url: proxy.url });
  t = await startTestServer({ database: proxied, seedDemo: true });
  catalogue = await loadCatalogue(db);
});

afterAll(async () => {
  if (!onPostgres) return;
  await t.close();
  await proxied.close();
  await proxy.close();
  await db.close();
});

async function post(request: { path: string; token: string; key: string; body: unknown }) {
  const response = await fetch(`${t.url}${request.path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${request.token}`,
      'content-type': 'application/json',
      'idempotency-key': request.key,
    },
    body: JSON.stringify(request.body),
  });
  return {
    status: response.status,
    replayed: response.headers.get('idempotent-replayed') === 'true',
    body: (await response.json()) as { id?: string; error?: { code: string } },
  };
}

async function fundedUser(amount: string) {
  const { client, userId } = await t.userClient();
  await t.fund(userId, amount);
  return { userId, token: client.credentials().user?.accessToken ?? '' };
}

const balanceOf = async (userId: string) =>
  (await db.knex('profiles').where('id', userId).first('balance')).balance;

describe.runIf(onPostgres)('the connection cut at the commit', () => {
  describe.each([
    ['after the COMMIT reached the server (its acknowledgement lost)', 'after', true],
    ['before the COMMIT reached the server', 'before', false],
  ] as const)('of a withdrawal, %s', (_, when, committed) => {
    it(
      committed
        ? 'answers 503, and the retry replays the committed withdrawal'
        : 'answers 503, and the retry makes it once',
      async () => {
        const { userId, token } = await fundedUser('100.00');
        const send = () =>
          post({
            path: '/api/withdrawals',
            token,
            key: `cut-${when}`,
            body: { amount: '30.00', walletAddress },
          });
        const cut = proxy.cutAt('COMMIT', when);
        const first = await send();
        await cut;
        expect(first).toMatchObject({ status: 503, body: { error: { code: 'SERVICE_UNAVAILABLE' } } });
        const rows = () => db.knex('transactions').where({ user_id: userId, type: 'withdrawal' });
        expect(await rows()).toHaveLength(committed ? 1 : 0);
        const retry = await send();
        expect(retry).toMatchObject({ status: 201, replayed: committed });
        expect(await rows()).toEqual([expect.objectContaining({ id: retry.body.id })]);
        expect(await balanceOf(userId)).toBe('70.00');
      },
    );
  });

  describe.each([
    ['after the statement reached the server', 'after', true],
    ['before the statement reached the server', 'before', false],
  ] as const)('of a purchase, %s', (_, when, committed) => {
    it(
      committed
        ? 'answers 503, and the retry replays the committed purchase'
        : 'answers 503, and the retry makes it once',
      async () => {
        const { userId, token } = await fundedUser('100.00');
        const order = {
          assetId: catalogue.asset('ETH').id,
          durationId: catalogue.duration(24).id,
          amount: '40.00',
        };
        const send = () => post({ path: '/api/investments', token, key: `buy-cut-${when}`, body: order });
        // The purchase is one statement committing on its own: cut at the statement itself.
        const cut = proxy.cutAt('tradesim_purchase_batch', when);
        const first = await send();
        await cut;
        expect(first).toMatchObject({ status: 503, body: { error: { code: 'SERVICE_UNAVAILABLE' } } });
        const rows = () => db.knex('investments').where({ user_id: userId });
        expect(await rows()).toHaveLength(committed ? 1 : 0);
        const retry = await send();
        expect(retry).toMatchObject({ status: 201, replayed: committed });
        expect(await rows()).toEqual([expect.objectContaining({ id: retry.body.id })]);
        expect(await balanceOf(userId)).toBe('60.00');
      },
    );
  });
});
