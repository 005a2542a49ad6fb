import { encodeTrc20Address } from '@tradesim/core';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { defaultRateLimits } from '../src/config.js';
import { notifyUsers } from '../src/modules/notifications/repo.js';
import { databaseFileStorage } from '../src/storage/file-storage.js';
import {
  authorization,
  bendId,
  bodyFrom,
  brokenJson,
  contentType,
  garbageCursor,
  type IdBend,
  idBends,
  idempotencyKey,
  moneyFields,
} from './support/fuzz.js';
import { largeMultipartBody, multipartBody, type RawBody } from './support/fuzz-forms.js';
import { assertLedgerInvariants } from './support/ledger.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/**
 * Fires generated, mostly malformed requests at every user route that reads or moves money
 * (market, investments, wallet, notifications, support): half with a funded user's valid token so
 * they reach validation and the services, half with no, garbage or forged credentials. No
 * request may get a 5xx; every refusal must be the JSON error envelope. Requests go out in
 * batches of 8 at once, so idempotency keys, withdrawals and purchases also race each other.
 */

let t: TestServer;
type User = Awaited<ReturnType<TestServer['userClient']>>;
let alice: User;
let bob: User;

// CI runs the defaults; FUZZ_SEED and FUZZ_BATCHES explore further by hand (FUZZ_SEED=7
// FUZZ_BATCHES=2000 is 16,000 requests, about a minute). Other seeds may miss a reach check below.
const seed = Number(process.env.FUZZ_SEED ?? 20_260_522);
const batchSize = 8;
const batches = Math.max(270, Number(process.env.FUZZ_BATCHES ?? 0));

/** Ids known to the run, resolved when a request is sent (the pools grow as the run creates rows). */
type Pool =
  | 'asset'
  | 'duration'
  | 'investment'
  | 'transaction'
  | 'ticket'
  | 'notification'
  | 'foreign'
  | 'cursor';
const pools: Record<Pool, string[]> = {
  asset: [],
  duration: [],
  investment: [],
  transaction: [],
  ticket: [],
  notification: [],
  // Rows of another user: must be 404 to alice, never a leak and never a 500.
  foreign: [],
  // nextCursor values the server handed out.
  cursor: [],
};

beforeAll(async () => {
  // Limits high enough that generated requests reach validation and the database, not just the limiter.
  const unlimited = Object.fromEntries(
    Object.entries(defaultRateLimits).map(([key, value]) => [key, key.endsWith('Ms') ? value : 1e9]),
  );
  t = await startTestServer({
    seedDemo: true,
    config: { rateLimits: unlimited as typeof defaultRateLimits },
  });
  alice = await t.userClient();
  bob = await t.userClient();
  await t.fund(alice.userId, '100000.00');
  await t.fund(bob.userId, '1000.00');
  const knex = t.db.knex;

  // The catalogue, with one asset and one duration withdrawn (ASSET_INACTIVE, DURATION_INACTIVE).
  const assetIds: string[] = await knex('assets').orderBy('symbol').pluck('id');
  const durationIds: string[] = await knex('investment_durations').orderBy('hours').pluck('id');
  pools.asset.push(...assetIds);
  pools.duration.push(...durationIds);
  const [liveAsset, otherAsset] = assetIds as [string, string];
  const [liveDuration] = durationIds as [string];

  const png = new Blob([Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])], {
    type: 'image/png',
  });
  const address = encodeTrc20Address(new Uint8Array(20).fill(7));

  // Alice: active, sold and archived, matured and completed investments; a deposit with its proof,
  // a pending and a cancelled withdrawal, a ticket with a reply, notifications.
  const buy = (user: User, assetId: string) =>
    user.client.investments.purchase({ assetId, durationId: liveDuration, amount: '100' });
  const investments = [
    await buy(alice, liveAsset),
    await buy(alice, otherAsset),
    await buy(alice, liveAsset),
    await buy(alice, otherAsset),
    await buy(alice, liveAsset),
    await buy(alice, otherAsset),
    await buy(alice, liveAsset),
  ];
  pools.investment.push(...investments.map((investment) => investment.id));
  const [, sold, maturedA, archived, ...matured] = investments.map((investment) => investment.id) as [
    string,
    string,
    string,
    string,
    ...string[],
  ];
  await alice.client.investments.sell(sold);
  const hour = 3_600_000;
  await knex('investments')
    .whereIn('id', [maturedA, archived, ...matured])
    .update({ start_date: new Date(Date.now() - 72 * hour), end_date: new Date(Date.now() - hour) });
  await alice.client.investments.complete(maturedA);
  await alice.client.investments.complete(archived);
  await alice.client.investments.archive(archived);

  const deposit = await alice.client.wallet.deposit({
    amount: '50',
    transactionHash: 'ab'.repeat(32),
    proof: png,
  });
  const pending = await alice.client.wallet.withdraw({ amount: '25', walletAddress: address });
  const cancelled = await alice.client.wallet.withdraw({ amount: '30', walletAddress: address });
  await alice.client.wallet.cancelWithdrawal(cancelled.id);
  pools.transaction.push(deposit.id, pending.id, cancelled.id);
  const history = await alice.client.wallet.transactions.list({ limit: 1 });
  pools.transaction.push(...history.items.map((item) => item.id));
  if (history.nextCursor) pools.cursor.push(history.nextCursor);

  const ticket = await alice.client.support.tickets.create({
    subject: 'Deposit',
    description: 'Where is it?',
  });
  await alice.client.support.tickets.send(ticket.id, 'Any news?');
  pools.ticket.push(ticket.id);

  await notifyUsers(
    knex,
    [1, 2, 3].map((n) => ({
      userId: alice.userId,
      title: `Note ${n}`,
      message: 'Hello',
      type: 'system' as const,
    })),
    new Date(),
  );
  pools.notification.push(...(await alice.client.notifications.list()).items.map((item) => item.id));

  // Bob's rows, which alice must never reach.
  const bobInvestment = await buy(bob, liveAsset);
  const bobDeposit = await bob.client.wallet.deposit({ amount: '20', proof: png });
  const bobWithdrawal = await bob.client.wallet.withdraw({ amount: '20', walletAddress: address });
  const bobTicket = await bob.client.support.tickets.create({ subject: 'Hi', description: 'Hello there' });
  await notifyUsers(knex, [{ userId: bob.userId, title: 'Bob', message: 'Hi', type: 'system' }], new Date());
  const bobNotification = (await bob.client.notifications.list()).items[0]?.id as string;
  pools.foreign.push(bobInvestment.id, bobDeposit.id, bobWithdrawal.id, bobTicket.id, bobNotification);

  // Withdrawn catalogue entries, and a QR image so /api/payment-settings/qr has a file to serve.
  await knex('assets')
    .where('id', assetIds[assetIds.length - 1])
    .update({ is_active: false });
  await knex('investment_durations')
    .where('id', durationIds[durationIds.length - 1])
    .update({ is_active: false });
  const qrId = await databaseFileStorage.put(knex, {
    purpose: 'qr_code',
    ownerId: null,
    contentType: 'image/png',
    bytes: Buffer.from(await png.arrayBuffer()),
  });
  await knex('payment_settings').where('is_active', true).update({ qr_file_id: qrId });
});

afterAll(async () => {
  // Also asserts the ledger invariants.
  await t?.close();
});

interface Route {
  method: 'GET' | 'POST';
  path: string;
  /** What the :id names. */
  pool?: Pool;
  query?: readonly string[];
  /** Body keys of a JSON route, or a multipart form. */
  body?: readonly string[] | 'multipart';
  weight?: number;
}

const routes: readonly Route[] = [
  { method: 'GET', path: '/api/assets', query: ['type', 'q', 'sort', 'order'] },
  { method: 'GET', path: '/api/assets/:id', pool: 'asset' },
  { method: 'GET', path: '/api/assets/:id/history', pool: 'asset', query: ['days', 'points'] },
  { method: 'GET', path: '/api/durations' },
  { method: 'GET', path: '/api/trading-settings' },
  { method: 'POST', path: '/api/investments', body: ['assetId', 'durationId', 'amount'], weight: 3 },
  { method: 'GET', path: '/api/investments', query: ['view'] },
  { method: 'GET', path: '/api/investments/:id', pool: 'investment' },
  { method: 'POST', path: '/api/investments/:id/sell', pool: 'investment', weight: 2 },
  { method: 'POST', path: '/api/investments/:id/complete', pool: 'investment', weight: 2 },
  { method: 'POST', path: '/api/investments/:id/archive', pool: 'investment' },
  { method: 'POST', path: '/api/investments/:id/restore', pool: 'investment' },
  { method: 'GET', path: '/api/payment-settings' },
  { method: 'GET', path: '/api/payment-settings/qr', query: ['v'] },
  { method: 'POST', path: '/api/deposits', body: 'multipart', weight: 5 },
  { method: 'POST', path: '/api/withdrawals', body: ['amount', 'walletAddress'], weight: 3 },
  { method: 'POST', path: '/api/withdrawals/:id/cancel', pool: 'transaction', weight: 2 },
  { method: 'GET', path: '/api/transactions', query: ['type', 'status', 'limit', 'cursor'], weight: 2 },
  { method: 'GET', path: '/api/transactions/:id', pool: 'transaction' },
  { method: 'GET', path: '/api/transactions/:id/proof', pool: 'transaction' },
  { method: 'GET', path: '/api/transactions/export.csv', query: ['type', 'status'] },
  { method: 'GET', path: '/api/notifications' },
  { method: 'POST', path: '/api/notifications/:id/read', pool: 'notification' },
  { method: 'POST', path: '/api/notifications/read-all' },
  { method: 'GET', path: '/api/support/tickets' },
  {
    method: 'POST',
    path: '/api/support/tickets',
    body: ['subject', 'description', 'category', 'priority'],
    weight: 2,
  },
  { method: 'GET', path: '/api/support/tickets/:id', pool: 'ticket' },
  { method: 'POST', path: '/api/support/tickets/:id/messages', pool: 'ticket', body: ['message'], weight: 2 },
];
const label = (route: Route) => `${route.method} ${route.path}`;

/** An id from a pool (by index, modulo its size when sent), bent a little or not. */
interface PoolRef {
  pool: Pool;
  index: number;
  bend: IdBend;
}
type Value = string | PoolRef;

const poolRef = (pool: fc.Arbitrary<Pool>, bend: fc.Arbitrary<PoolRef['bend']> = fc.constant('none')) =>
  fc.record({ pool, index: fc.nat(), bend });
const anyPool = fc.constantFrom<Pool>(
  'asset',
  'duration',
  'investment',
  'transaction',
  'ticket',
  'notification',
);

function resolve(value: Value): string {
  if (typeof value === 'string') return value;
  const pool = pools[value.pool];
  const id = pool.length === 0 ? '' : (pool[value.index % pool.length] as string);
  return bendId(id, value.bend);
}

/** Path ids: mostly the right kind of the user's own rows, then other kinds, others' rows, junk. */
function pathId(pool: Pool): fc.Arbitrary<Value> {
  return fc.oneof(
    { weight: 8, arbitrary: poolRef(fc.constant(pool)) },
    { weight: 2, arbitrary: poolRef(anyPool) },
    { weight: 2, arbitrary: poolRef(fc.constant('foreign')) },
    { weight: 2, arbitrary: poolRef(fc.constant(pool), idBends) },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: fc.uuid({ version: [1, 3, 5, 7] }) },
    {
      weight: 2,
      arbitrary: fc.oneof(
        fc.string({ minLength: 1, maxLength: 50 }).map(encodeURIComponent),
        fc.constantFrom(
          '%E0%A4%A',
          '%',
          '..%2F..%2Fetc%2Fpasswd',
          '%00',
          'null',
          '-1',
          '0',
          'export.csv',
          'read-all',
          '00000000-0000-0000-0000-000000000000',
          'ffffffff-ffff-ffff-ffff-ffffffffffff',
          'x'.repeat(3000),
        ),
      ),
    },
  );
}

const numberText = fc.oneof(
  fc.constantFrom(
    '1',
    '2',
    '7',
    '50',
    '90',
    '91',
    '200',
    '201',
    '2000',
    '2001',
    '0',
    '-1',
    '1.5',
    '1e2',
    '1e308',
    'NaN',
    'Infinity',
    '0x10',
    ' 5 ',
    '',
    '٣',
    '9'.repeat(400),
  ),
  fc.integer({ min: -1000, max: 3000 }).map(String),
);

/** Query values per parameter: the valid ones, case and spelling variants, junk. */
const queryValues: Record<string, fc.Arbitrary<Value>> = {
  type: fc.constantFrom(
    'crypto',
    'stock',
    'all',
    'deposit',
    'withdrawal',
    'buy',
    'sell',
    'transfer',
    'CRYPTO',
    'bond',
    '',
  ),
  q: fc.oneof(
    fc.constantFrom(
      'btc',
      'BTC',
      'App',
      '%',
      '_',
      '\\',
      '%_%',
      "'",
      ' ',
      'a'.repeat(100),
      'a'.repeat(101),
      '\u0000',
      '🚀',
    ),
    fc.string({ maxLength: 20 }),
  ),
  sort: fc.constantFrom('change', 'price', 'name', 'symbol', 'CHANGE', ''),
  order: fc.constantFrom('asc', 'desc', 'ASC', 'sideways', ''),
  days: numberText,
  points: numberText,
  view: fc.constantFrom('active', 'completed', 'archived', 'all', 'Active', ''),
  status: fc.constantFrom(
    'pending',
    'completed',
    'failed',
    'rejected',
    'cancelled',
    'approved',
    'PENDING',
    '',
  ),
  limit: numberText,
  cursor: fc.oneof(
    { weight: 2, arbitrary: poolRef(fc.constant('cursor')) },
    { weight: 1, arbitrary: poolRef(fc.constant('cursor'), idBends) },
    { weight: 4, arbitrary: garbageCursor },
  ),
  v: fc.string({ maxLength: 40 }),
};

interface QueryPart {
  key: string;
  value: Value;
  /** Encoded (what a client should send) or as it is (stray %, unicode, brackets). */
  raw: boolean;
}

function query(keys: readonly string[]): fc.Arbitrary<QueryPart[]> {
  const own = keys.map((key) =>
    fc.option(
      fc.record({ key: fc.constant(key), value: queryValues[key] ?? fc.string(), raw: fc.boolean() }),
      { nil: undefined, freq: 2 },
    ),
  );
  const stray = fc.array(
    fc.record({
      key: fc.oneof(
        fc.constantFrom(...keys, 'limit', 'cursor', 'x[y]', '__proto__', ''),
        fc.string({ maxLength: 10 }),
      ),
      value: fc.oneof(fc.string({ maxLength: 20 }), queryValues.cursor as fc.Arbitrary<Value>),
      raw: fc.boolean(),
    }),
    { maxLength: 2 },
  );
  return fc
    .tuple(fc.tuple(...own), stray)
    .map(([parts, extra]) => [...parts.filter((part) => part !== undefined), ...extra]);
}

function queryString(parts: readonly QueryPart[]): string {
  if (parts.length === 0) return '';
  const encode = (text: string, raw: boolean) =>
    raw ? text.replace(/[#&\s]/g, encodeURIComponent) : encodeURIComponent(text);
  return `?${parts.map((part) => `${encode(part.key, part.raw)}=${encode(resolve(part.value), part.raw)}`).join('&')}`;
}

type Body =
  | { kind: 'none' }
  | { kind: 'json'; text: string; contentType: string | undefined; contentEncoding: string | undefined }
  | { kind: 'raw'; raw: RawBody; large: boolean };

interface Generated {
  route: Route;
  /** The route's own method, now and then another one (HEAD, PUT, PATCH, DELETE, OPTIONS). */
  method: string;
  id: Value;
  query: QueryPart[];
  /** 'valid': alice's live access token. */
  auth: 'valid' | string | undefined;
  idempotencyKey: string | undefined;
  body: Body;
}

/** Built once the catalogue is known: purchases name real (and unreal) assets and durations. */
function requestArbitrary(): fc.Arbitrary<Generated> {
  const catalogueId = (pool: 'asset' | 'duration') =>
    fc.oneof(
      { weight: 12, arbitrary: fc.constantFrom(...pools[pool]) },
      { weight: 1, arbitrary: fc.constantFrom(...pools[pool === 'asset' ? 'duration' : 'asset']) },
      { weight: 1, arbitrary: fc.constantFrom(...pools[pool]).map((id) => id.toUpperCase()) },
      { weight: 1, arbitrary: fc.uuid() },
      { weight: 1, arbitrary: fc.constantFrom('', 'BTC', '1', 'not-a-uuid') },
    );
  const plausible = { ...moneyFields, assetId: catalogueId('asset'), durationId: catalogueId('duration') };

  const jsonBody = (keys: readonly string[]): fc.Arbitrary<Body> =>
    fc.record({
      kind: fc.constant('json' as const),
      text: fc.oneof(
        { weight: 6, arbitrary: bodyFrom(keys, plausible).map((value) => JSON.stringify(value) ?? 'null') },
        { weight: 1, arbitrary: brokenJson },
        {
          weight: 1,
          arbitrary: fc.constantFrom('', '{}', '[]', `{"amount":${'9'.repeat(5000)}}`, `${'['.repeat(5000)}`),
        },
      ),
      contentType: fc.oneof(
        { weight: 6, arbitrary: fc.constant('application/json') },
        { weight: 2, arbitrary: contentType },
      ),
      contentEncoding: fc.oneof(
        { weight: 12, arbitrary: fc.constant(undefined) },
        {
          weight: 1,
          arbitrary: fc.constantFrom('gzip', 'deflate', 'br', 'identity', 'x-unknown', 'gzip, gzip'),
        },
      ),
    });

  const bodyOf = (route: Route): fc.Arbitrary<Body> => {
    if (route.body === 'multipart') {
      return fc.oneof(
        { weight: 60, arbitrary: multipartBody.map((raw) => ({ kind: 'raw' as const, raw, large: false })) },
        {
          weight: 1,
          arbitrary: largeMultipartBody.map((raw) => ({ kind: 'raw' as const, raw, large: true })),
        },
      );
    }
    if (route.method === 'GET') return fc.constant({ kind: 'none' as const });
    // Routes without a body still get one now and then: it is parsed before routing.
    if (!route.body) {
      return fc.oneof(
        { weight: 3, arbitrary: fc.constant({ kind: 'none' as const }) },
        { weight: 1, arbitrary: jsonBody(['x']) },
      );
    }
    return jsonBody(route.body);
  };

  return fc.oneof(
    ...routes.map((route) => ({
      weight: route.weight ?? 1,
      arbitrary: fc.record({
        route: fc.constant(route),
        method: fc.oneof(
          { weight: 19, arbitrary: fc.constant(route.method) },
          { weight: 1, arbitrary: fc.constantFrom('HEAD', 'PUT', 'PATCH', 'DELETE', 'OPTIONS') },
        ),
        id: route.pool ? pathId(route.pool) : fc.constant(''),
        query: query(route.query ?? []),
        auth: fc.oneof(
          { weight: 1, arbitrary: fc.constant('valid' as const) },
          { weight: 1, arbitrary: authorization },
        ),
        idempotencyKey: route.method === 'POST' ? idempotencyKey : fc.constant(undefined),
        body: bodyOf(route),
      }),
    })),
  );
}

/**
 * A batch sent at once: mostly distinct requests, sometimes with some of them twice (a client
 * retrying while the first is still running: same key, same body, racing for the same row).
 */
function batchArbitrary(): fc.Arbitrary<Generated[]> {
  return fc.array(requestArbitrary(), { minLength: batchSize - 2, maxLength: batchSize }).chain((batch) =>
    fc
      .array(fc.nat(batch.length - 1), {
        minLength: batchSize - batch.length,
        maxLength: batchSize - batch.length,
      })
      .map((again) => [...batch, ...again.map((index) => batch[index] as Generated)]),
  );
}

/** Alice's access token, refreshed before it runs out (they live 15 minutes). */
let refreshing: Promise<unknown> | null = null;
async function aliceToken(): Promise<string> {
  const session = alice.client.credentials().user;
  if (!session) throw new Error('alice is signed out');
  if (Date.parse(session.expiresAt) - Date.now() < 120_000) {
    refreshing ??= alice.client.auth.refresh().finally(() => {
      refreshing = null;
    });
    await refreshing;
  }
  return alice.client.credentials().user?.accessToken as string;
}

interface Sent {
  request: Generated;
  status: number;
  text: string;
  /** Method, path, headers and body: enough to send it again by hand. */
  description: string;
}

function preview(body: string | Uint8Array): string {
  const text = typeof body === 'string' ? body : Buffer.from(body).toString('latin1');
  const shown = text.length > 2000 ? `${text.slice(0, 2000)}… (${text.length} chars in all)` : text;
  return JSON.stringify(shown);
}

async function send(request: Generated): Promise<Sent> {
  const path = `${request.route.path.replace(':id', resolve(request.id))}${queryString(request.query)}`;
  const headers: Record<string, string> = {};
  const shownHeaders: Record<string, string> = {};
  let body: string | Uint8Array | undefined;
  let note = '';
  if (request.auth === 'valid') {
    headers.authorization = `Bearer ${await aliceToken()}`;
    shownHeaders.authorization = 'Bearer <a valid access token of the funded user>';
  } else if (request.auth !== undefined) {
    headers.authorization = request.auth;
  }
  if (request.idempotencyKey !== undefined) headers['idempotency-key'] = request.idempotencyKey;
  const bodyless = request.method === 'GET' || request.method === 'HEAD';
  if (bodyless) {
    // fetch sends no body with these.
  } else if (request.body.kind === 'json') {
    body = request.body.text;
    if (request.body.contentType) headers['content-type'] = request.body.contentType;
    if (request.body.contentEncoding) headers['content-encoding'] = request.body.contentEncoding;
  } else if (request.body.kind === 'raw') {
    body = request.body.raw.body;
    note = ` (${request.body.raw.note})`;
    if (request.body.raw.contentType) headers['content-type'] = request.body.raw.contentType;
  }
  const description = [
    `${request.method} ${path}`,
    `headers: ${JSON.stringify({ ...headers, ...shownHeaders })}`,
    body === undefined ? 'no body' : `body${note}: ${preview(body)}`,
  ].join('\n');
  try {
    const response = await fetch(`${t.url}${path}`, { method: request.method, headers, body });
    return { request, status: response.status, text: await response.text(), description };
  } catch (error) {
    throw new Error(`${description}\n→ the request failed: ${String(error)}`, { cause: error });
  }
}

/** No 5xx, and every refusal is the docs/contract.md#errors envelope. */
function check(sent: Sent): void {
  const where = `${sent.description}\n→ ${sent.status}: ${sent.text.slice(0, 500)}`;
  expect(sent.status, where).toBeLessThan(500);
  // Another user's row is never served or changed (404, like a row that does not exist).
  const { request } = sent;
  if (
    typeof request.id !== 'string' &&
    request.id.pool === 'foreign' &&
    request.method === request.route.method
  ) {
    expect(sent.status, `another user's row was reachable:\n${where}`).toBeGreaterThanOrEqual(400);
  }
  // A HEAD answer has no body to hold the envelope.
  if (sent.status < 400 || sent.request.method === 'HEAD') return;
  let body: { error?: { code?: unknown; message?: unknown } };
  try {
    body = JSON.parse(sent.text);
  } catch {
    throw new Error(`not JSON:\n${where}`);
  }
  expect(typeof body.error?.code, where).toBe('string');
  expect(typeof body.error?.message, where).toBe('string');
}

/** Rows the run created become ids (and cursors) later requests use. */
function remember(sent: Sent): void {
  if (sent.status >= 300 || sent.request.auth !== 'valid') return;
  const path = sent.request.route.path;
  const add = (pool: Pool, value: unknown) => {
    if (typeof value === 'string' && !pools[pool].includes(value)) pools[pool].push(value);
  };
  let body: { id?: unknown; nextCursor?: unknown; items?: { id?: unknown }[] };
  try {
    body = JSON.parse(sent.text);
  } catch {
    return;
  }
  if (sent.request.method !== sent.request.route.method) return;
  if (sent.request.method === 'POST') {
    if (path === '/api/investments') add('investment', body.id);
    if (path === '/api/deposits' || path === '/api/withdrawals') add('transaction', body.id);
    if (path === '/api/support/tickets') add('ticket', body.id);
  }
  if (path === '/api/transactions') add('cursor', body.nextCursor);
  if (path === '/api/notifications') for (const item of body.items ?? []) add('notification', item.id);
}

it(`answers ${batchSize * batches} generated malformed requests to the money routes without a 5xx`, async () => {
  const perRoute = new Map<string, { total: number; valid: number; statuses: Map<number, number> }>(
    routes.map((route) => [label(route), { total: 0, valid: 0, statuses: new Map() }]),
  );
  let sent = 0;
  const balances: string[] = [];

  await fc.assert(
    fc.asyncProperty(batchArbitrary(), async (batch) => {
      const results = await Promise.allSettled(batch.map(send));
      for (const result of results) {
        if (result.status === 'rejected') throw result.reason;
        const response = result.value;
        sent += 1;
        const { method, route } = response.request;
        const name = method === route.method ? label(route) : 'other methods on these paths';
        const stats = perRoute.get(name) ?? { total: 0, valid: 0, statuses: new Map<number, number>() };
        perRoute.set(name, stats);
        stats.total += 1;
        if (response.request.auth === 'valid') stats.valid += 1;
        stats.statuses.set(response.status, (stats.statuses.get(response.status) ?? 0) + 1);
        check(response);
        remember(response);
      }
      // However the batch raced, no balance went below zero.
      const rows: { id: string; balance: string }[] = await t.db
        .knex('profiles')
        .whereIn('id', [alice.userId, bob.userId])
        .select('id', 'balance');
      for (const row of rows) {
        expect(row.balance.startsWith('-'), `balance of ${row.id} is ${row.balance}`).toBe(false);
        if (row.id === alice.userId) balances.push(row.balance);
      }
    }),
    // No shrinking: it would replay requests against a server whose state has moved on, and every
    // failure already names the exact request. The seed makes a run reproducible.
    { seed, numRuns: batches, endOnFailure: true },
  );

  const table = [...perRoute].map(([name, stats]) => ({
    route: name,
    total: stats.total,
    valid: stats.valid,
    statuses: [...stats.statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}×${count}`)
      .join(' '),
  }));
  console.table(table);

  expect(sent).toBe(batchSize * batches);
  const onRoutes = routes.reduce((sum, route) => sum + (perRoute.get(label(route))?.total ?? 0), 0);
  expect(onRoutes, 'requests with the routes’ own methods').toBeGreaterThanOrEqual(2_000);
  // Every route, with its own method, many times; with a valid token a good share of them.
  for (const route of routes) {
    const { total, valid } = perRoute.get(label(route)) ?? { total: 0, valid: 0 };
    expect(total, `${label(route)} was hit ${total} times`).toBeGreaterThanOrEqual(20);
    expect(valid, `${label(route)} was hit ${valid} times with a valid token`).toBeGreaterThanOrEqual(5);
  }
  // The generator reaches the services, not just the validators: every kind of money move succeeded
  // at least once.
  const succeeded = (name: string, status: number) => perRoute.get(name)?.statuses.get(status) ?? 0;
  expect(succeeded('POST /api/investments', 201)).toBeGreaterThan(0);
  expect(succeeded('POST /api/withdrawals', 201)).toBeGreaterThan(0);
  expect(succeeded('POST /api/deposits', 201)).toBeGreaterThan(0);
  expect(succeeded('POST /api/support/tickets', 201)).toBeGreaterThan(0);
  expect(balances.length).toBe(batches);

  const [profile] = await t.db.knex('profiles').where('id', alice.userId).select('balance');
  expect(Number(profile.balance)).toBeGreaterThanOrEqual(0);
  await assertLedgerInvariants(t.db);
}, 600_000);
