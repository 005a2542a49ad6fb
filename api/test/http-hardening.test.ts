import { connect } from 'node:net';
import { encodeTrc20Address } from '@tradesim/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson } from './support/http.js';
import { startTestServer, type TestServer } from './support/test-server.js';

let t: TestServer;
let token: string;
let investmentId: string;
let withdrawalId: string;

beforeAll(async () => {
  t = await startTestServer({ seedDemo: true });
  const user = await t.userClient();
  await t.fund(user.userId, '1000.00');
  const [assetId] = await t.db.knex('assets').where('is_active', true).orderBy('symbol').pluck('id');
  const [durationId] = await t.db.knex('investment_durations').where('is_active', true).pluck('id');
  investmentId = (await user.client.investments.purchase({ assetId, durationId, amount: '100' })).id;
  const walletAddress = encodeTrc20Address(new Uint8Array(20).fill(3));
  withdrawalId = (await user.client.wallet.withdraw({ amount: '20', walletAddress })).id;
  token = user.client.credentials().user?.accessToken as string;
});
afterAll(async () => {
  await t.close();
});

/** `depth` arrays inside each other around `leaf`. */
const nested = (depth: number, leaf = '1') => `${'['.repeat(depth)}${leaf}${']'.repeat(depth)}`;

describe('JSON nesting depth', () => {
  it.each([
    ['/api/investments/:id/sell', () => investmentId],
    ['/api/investments/:id/complete', () => investmentId],
    ['/api/withdrawals/:id/cancel', () => withdrawalId],
  ])('answers 400 JSON_TOO_DEEP to a body 5,000 deep with an Idempotency-Key on %s', async (path, id) => {
    const response = await fetch(`${t.url}${path.replace(':id', id())}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'idempotency-key': `deep-${path}`,
      },
      body: nested(5_000),
    });
    expect(response.status).toBe(400);
    expect(await readJson(response)).toEqual({
      error: {
        code: 'JSON_TOO_DEEP',
        message: 'The request body is nested too deeply (at most 32 levels)',
      },
    });
  });

  it('reads 32 levels and refuses 33, objects and arrays alike, on any JSON route', async () => {
    const login = (body: string) =>
      fetch(`${t.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
    // 32 levels: the body is read, and its schema refuses it.
    const deepest = await login(`{"email":${nested(31, '"a@b.co"')},"password":"secret1"}`);
    expect(deepest.status).toBe(400);
    expect((await readJson(deepest)).error.code).toBe('VALIDATION_FAILED');
    const tooDeep = await login(`{"email":${nested(32, '"a@b.co"')},"password":"secret1"}`);
    expect((await readJson(tooDeep)).error.code).toBe('JSON_TOO_DEEP');
    const objects = await login(`${'{"a":'.repeat(40)}1${'}'.repeat(40)}`);
    expect((await readJson(objects)).error.code).toBe('JSON_TOO_DEEP');
    // Wide is not deep: 20,000 siblings at one level are fine.
    const wide = await login(
      JSON.stringify({ email: 'a@b.co', password: 'secret1', x: Array(20_000).fill([1]) }),
    );
    expect((await readJson(wide)).error.code).not.toBe('JSON_TOO_DEEP');
  });

  it('never lets a deep body reach a route, even one without a body', async () => {
    const response = await fetch(`${t.url}/api/health`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: nested(100),
    });
    expect((await readJson(response)).error.code).toBe('JSON_TOO_DEEP');
  });
});

interface RawAnswer {
  status: number;
  headers: string;
  body: string;
}

/** Sends bytes as they are (fetch would refuse most of these), each piece once the last is written. */
async function sendRaw(pieces: readonly string[]): Promise<RawAnswer> {
  const socket = connect(t.server.port, '127.0.0.1');
  const chunks: Buffer[] = [];
  socket.on('data', (chunk) => chunks.push(chunk));
  const closed = new Promise<void>((resolve, reject) => {
    socket.once('close', () => resolve());
    socket.once('error', reject);
  });
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  for (const piece of pieces) await new Promise<void>((resolve) => socket.write(piece, () => resolve()));
  await closed;
  const text = Buffer.concat(chunks).toString('utf8');
  const [head = '', body = ''] = text.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), headers: head, body };
}

describe('requests past the HTTP server’s limits', () => {
  const url = 'a'.repeat(20_000);

  it('answers an over-long URL with 414 URI_TOO_LONG in the error envelope', async () => {
    const response = await fetch(`${t.url}/api/health?${url}`);
    expect(response.status).toBe(414);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await readJson(response)).toEqual({
      error: { code: 'URI_TOO_LONG', message: 'The URL is too long' },
    });
  });

  it('answers over-long headers with 431 HEADERS_TOO_LARGE in the error envelope', async () => {
    const response = await fetch(`${t.url}/api/health`, { headers: { 'x-big': 'b'.repeat(20_000) } });
    expect(response.status).toBe(431);
    expect(await readJson(response)).toEqual({
      error: { code: 'HEADERS_TOO_LARGE', message: 'The request headers are too large' },
    });
    // A URL and headers each within the limit but over it together: the headers tipped it.
    const both = await fetch(`${t.url}/api/health?${'a'.repeat(9_000)}`, {
      headers: { 'x-big': 'b'.repeat(9_000) },
    });
    expect(both.status).toBe(431);
  });

  it('answers a URL sent in pieces, or never finished, with 414', async () => {
    const split = await sendRaw([
      `GET /api/health?${'a'.repeat(10_000)}`,
      `${'a'.repeat(10_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    ]);
    expect(split.status).toBe(414);
    expect(JSON.parse(split.body).error.code).toBe('URI_TOO_LONG');
    const unfinished = await sendRaw([`GET /api/health?${url}`]);
    expect(unfinished.status).toBe(414);
    expect(unfinished.headers).toMatch(/connection: close/i);
  });

  it('answers a request that is not HTTP with 400 MALFORMED_REQUEST', async () => {
    const answer = await sendRaw(['HELLO THERE\r\n\r\n']);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({
      error: { code: 'MALFORMED_REQUEST', message: 'The request could not be read' },
    });
  });

  it('keeps Node’s limits: a URL and headers under 16 KB are served', async () => {
    const response = await fetch(`${t.url}/api/health?${'a'.repeat(7_000)}`, {
      headers: { 'x-big': 'b'.repeat(7_000) },
    });
    expect(response.status).toBe(200);
  });
});

describe('content security policy', () => {
  it('lets pages connect to their own origin only', async () => {
    const policy = (await fetch(`${t.url}/api/health`)).headers.get('content-security-policy') ?? '';
    const connectSrc = policy.split(';').find((directive) => directive.trim().startsWith('connect-src'));
    expect(connectSrc?.trim()).toBe("connect-src 'self'");
  });
});
