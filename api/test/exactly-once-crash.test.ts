import { encodeTrc20Address } from '@tradesim/core';
import { createClient, memoryStore, type TradesimClient } from '@tradesim/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CrashPoint } from '../src/crash-points.js';
import type { Database } from '../src/db/connect.js';
import { type ApiProcess, startApiProcess } from './support/api-process.js';
import { type CatalogueIds, loadCatalogue } from './support/catalogue.js';
import { fundUser } from './support/funding.js';
import { assertLedgerInvariants } from './support/ledger.js';
import { createTestDatabase } from './support/test-database.js';
import { adminCredentials } from './support/test-server.js';

// A process that dies at each moment between claiming an Idempotency-Key, committing and
// answering, killed for real (SIGKILL from inside, at that exact line): the retry with the same
// key, on a surviving instance, either replays what committed or acts for the first time. Two
// processes on one database need PostgreSQL: this file runs in CI's PostgreSQL pass.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let db: Database;
let survivor: ApiProcess;
let catalogue: CatalogueIds;
let admin: TradesimClient;
const walletAddress = encodeTrc20Address(new Uint8Array(20).fill(7));

beforeAll(async () => {
  if (!onPostgres) return;
  db = await createTestDatabase();
  survivor = await startApiProcess({ databaseUrl: db.url ?? '', env: { SEED_DEMO: 'true' } });
  catalogue = await loadCatalogue(db);
  admin = clientOf(survivor);
  await admin.admin.auth.login(adminCredentials);
});

afterAll(async () => {
  if (!onPostgres) return;
  await survivor.kill();
  try {
    await assertLedgerInvariants(db);
  } finally {
    await db.close();
  }
});

function clientOf(server: ApiProcess, token?: string): TradesimClient {
  // No retries of its own: each attempt here is the test's to make and look at.
  return createClient({
    baseUrl: server.url,
    store: memoryStore(),
    retryKeyedForMs: 0,
    ...(token ? { token } : {}),
  });
}

let users = 0;
async function fundedUser(amount: string): Promise<{ userId: string; token: string }> {
  users += 1;
  const client = clientOf(survivor);
  const { user, session } = await client.auth.register({
    email: `crash${users}.${Date.now()}@example.test`,
    password: 'password-123',
    firstName: 'Crash',
    lastName: `Test${users}`,
  });
  await fundUser(db, user.id, amount);
  return { userId: user.id, token: session.accessToken };
}

type Outcome = { lost: true } | { lost: false; status: number; replayed: boolean; body: { id?: string } };

/** One keyed POST, straight over HTTP: its status and replay flag, or `lost` when the connection died. */
async function post(url: string, request: { path: string; token: string; key: string; body?: unknown }) {
  try {
    const response = await fetch(`${url}${request.path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${request.token}`,
        'content-type': 'application/json',
        'idempotency-key': request.key,
      },
      body: JSON.stringify(request.body ?? {}),
    });
    return {
      lost: false,
      status: response.status,
      replayed: response.headers.get('idempotent-replayed') === 'true',
      body: (await response.json()) as { id?: string },
    } satisfies Outcome;
  } catch {
    return { lost: true } satisfies Outcome;
  }
}

type Send = (url: string) => Promise<Outcome>;

/** Sends on a process started to die at `point`: the answer is lost and the process is gone. */
async function crashAt(point: CrashPoint, send: Send): Promise<void> {
  const victim = await startApiProcess({ databaseUrl: db.url ?? '', env: { TRADESIM_TEST_CRASH_AT: point } });
  expect(await send(victim.url)).toEqual({ lost: true });
  expect((await victim.exited).signal).toBe('SIGKILL');
}

async function keysLeftWithoutAnswer(): Promise<number> {
  const row = await db.knex('idempotency_keys').whereNull('response_status').count({ n: '*' }).first();
  return Number(row?.n);
}

/** What the retry must say: a replay of what committed, or a first (and only) run. */
async function expectRetry(send: Send, committed: boolean): Promise<{ id?: string }> {
  expect(await keysLeftWithoutAnswer()).toBe(0);
  const retry = await send(survivor.url);
  expect(retry).toMatchObject({ lost: false, status: expect.any(Number), replayed: committed });
  if (retry.lost) throw new Error('unreachable');
  expect(retry.status).toBeLessThan(300);
  const again = await send(survivor.url);
  expect(again).toMatchObject({ lost: false, status: retry.status, replayed: true, body: retry.body });
  return retry.body;
}

const uncommitted: CrashPoint[] = ['key-claimed', 'change-written', 'answer-recorded'];

describe.runIf(onPostgres)('a process killed at each point of a keyed request', () => {
  describe.each([...uncommitted.map((point) => [point, false] as const), ['committed', true] as const])(
    'a withdrawal, killed at %s',
    (point, committed) => {
      it(committed ? 'is replayed by the retry' : 'is made once by the retry', async () => {
        const { userId, token } = await fundedUser('100.00');
        const key = `withdraw-${point}`;
        const send: Send = (url) =>
          post(url, { path: '/api/withdrawals', token, key, body: { amount: '25.00', walletAddress } });
        await crashAt(point, send);
        const rows = () => db.knex('transactions').where({ user_id: userId, type: 'withdrawal' });
        expect(await rows()).toHaveLength(committed ? 1 : 0);
        const body = await expectRetry(send, committed);
        const [row] = await rows();
        expect(await rows()).toHaveLength(1);
        expect(row).toMatchObject({ id: body.id, client_key: key, client_key_owner: userId });
        expect((await db.knex('profiles').where('id', userId).first('balance')).balance).toBe('75.00');
      });
    },
  );

  describe.each([
    ['purchase-before-write', false],
    ['committed', true],
  ] as const)('a purchase, killed at %s', (point, committed) => {
    it(committed ? 'is replayed by the retry' : 'is made once by the retry', async () => {
      const { userId, token } = await fundedUser('100.00');
      const key = `purchase-${point}`;
      const order = {
        assetId: catalogue.asset('BTC').id,
        durationId: catalogue.duration(24).id,
        amount: '40.00',
      };
      const send: Send = (url) => post(url, { path: '/api/investments', token, key, body: order });
      await crashAt(point, send);
      const rows = () => db.knex('investments').where({ user_id: userId });
      expect(await rows()).toHaveLength(committed ? 1 : 0);
      const body = await expectRetry(send, committed);
      expect(await rows()).toEqual([expect.objectContaining({ id: body.id, client_key: key })]);
      expect((await db.knex('profiles').where('id', userId).first('balance')).balance).toBe('60.00');
    });
  });

  describe.each([
    ['change-written', false],
    ['committed', true],
  ] as const)('an admin adjustment, killed at %s', (point, committed) => {
    it(committed ? 'is replayed by the retry' : 'is made once by the retry', async () => {
      const { userId } = await fundedUser('10.00');
      const token = admin.credentials().admin?.token ?? '';
      const key = `adjust-${point}`;
      const send: Send = (url) =>
        post(url, {
          path: `/api/admin/users/${userId}/balance-adjustments`,
          token,
          key,
          body: { amount: '5.00', reason: 'Crash test' },
        });
      await crashAt(point, send);
      const rows = () => db.knex('transactions').where({ user_id: userId, origin: 'admin' });
      expect(await rows()).toHaveLength(committed ? 1 : 0);
      await expectRetry(send, committed);
      expect(await rows()).toHaveLength(1);
      expect((await db.knex('profiles').where('id', userId).first('balance')).balance).toBe('15.00');
    });
  });

  describe.each([
    ['key-claimed', false],
    ['committed', true],
  ] as const)('an approval of a deposit, killed at %s', (point, committed) => {
    it(committed ? 'is replayed by the retry' : 'is made once by the retry', async () => {
      const { userId, token } = await fundedUser('1.00');
      const proof = new Blob(
        [Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])],
        {
          type: 'image/png',
        },
      );
      const deposit = await clientOf(survivor, token).wallet.deposit({ amount: '50.00', proof });
      const adminToken = admin.credentials().admin?.token ?? '';
      const key = `approve-${point}`;
      const send: Send = (url) =>
        post(url, { path: `/api/admin/transactions/${deposit.id}/approve`, token: adminToken, key });
      await crashAt(point, send);
      const status = async () =>
        (await db.knex('transactions').where('id', deposit.id).first('status')).status;
      expect(await status()).toBe(committed ? 'completed' : 'pending');
      await expectRetry(send, committed);
      expect(await status()).toBe('completed');
      expect((await db.knex('profiles').where('id', userId).first('balance')).balance).toBe('51.00');
    });
  });
});
