import { encodeTrc20Address } from '@tradesim/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimKey } from '../src/http/idempotency.js';
import { startTestServer, type TestServer } from './support/test-server.js';

// How a keyed request claims its key inside its own transaction: a claim held by another
// request's uncommitted transaction is waited for (briefly), then answered 409 IN_USE; once that
// transaction rolls back, the key is free.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let t: TestServer;
const walletAddress = encodeTrc20Address(new Uint8Array(20).fill(7));

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.close();
});

const claim = (ownerId: string, key: string) => ({
  ownerId,
  key,
  method: 'POST',
  path: '/api/withdrawals',
  requestHash: 'h',
});

describe('claiming a key', () => {
  it('bounds only its own wait: the lock timeout is back to what it was after the claim', async () => {
    const { userId } = await t.userClient();
    const trx = await t.db.knex.transaction();
    try {
      const before = (await trx.raw('SHOW lock_timeout')).rows[0].lock_timeout;
      await claimKey(trx, claim(userId, 'bounded'), new Date());
      // A COMMIT waiting for PostgreSQL's NOTIFY lock under load must not time out.
      expect((await trx.raw('SHOW lock_timeout')).rows[0].lock_timeout).toBe(before);
    } finally {
      await trx.rollback();
    }
  });

  it.runIf(onPostgres)(
    'answers 409 IN_USE with Retry-After while another transaction holds the claim, then acts once it rolled back',
    async () => {
      const { client, userId } = await t.userClient();
      await t.fund(userId, '100.00');
      const holder = await t.db.knex.transaction();
      await claimKey(holder, claim(userId, 'held'), new Date());
      const send = () =>
        fetch(`${t.url}/api/withdrawals`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${client.credentials().user?.accessToken}`,
            'content-type': 'application/json',
            'idempotency-key': 'held',
          },
          body: JSON.stringify({ amount: '25.00', walletAddress }),
        });
      const busy = await send();
      expect(busy.status).toBe(409);
      expect(busy.headers.get('retry-after')).toBe('1');
      expect(await busy.json()).toMatchObject({ error: { code: 'IDEMPOTENCY_KEY_IN_USE' } });
      await holder.rollback();
      const done = await send();
      expect(done.status).toBe(201);
      expect(await t.db.knex('transactions').where({ user_id: userId, type: 'withdrawal' })).toHaveLength(1);
    },
  );

  it.runIf(onPostgres)(
    'two keyed withdrawals of one user, both past their claims before either locks the balance, both go through',
    async () => {
      const { client, userId } = await t.userClient();
      await t.fund(userId, '100.00');
      // Hold the balance so both requests claim their keys (each claim share-locks the profile,
      // as the key row references it) and then both wait for the balance.
      const holder = await t.db.knex.transaction();
      await holder('profiles').where('id', userId).forNoKeyUpdate().first('id');
      const send = (key: string) =>
        fetch(`${t.url}/api/withdrawals`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${client.credentials().user?.accessToken}`,
            'content-type': 'application/json',
            'idempotency-key': key,
          },
          body: JSON.stringify({ amount: '25.00', walletAddress }),
        });
      const both = [send('first'), send('second')];
      await waitUntilBlocked(2);
      await holder.commit();
      const statuses = await Promise.all(both.map(async (response) => (await response).status));
      expect(statuses).toEqual([201, 201]);
    },
  );
});

/** Until `count` of the API's connections wait on a lock (the test's own transaction holds it). */
async function waitUntilBlocked(count: number): Promise<void> {
  for (;;) {
    const row = await t.db
      .knex('pg_stat_activity')
      .whereRaw('datname = current_database()')
      .where({ wait_event_type: 'Lock' })
      .count({ n: '*' })
      .first();
    if (Number(row?.n) >= count) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}
