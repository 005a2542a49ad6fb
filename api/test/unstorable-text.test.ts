import { connect } from 'node:net';
import { validationMessages } from '@tradesim/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson } from './support/http.js';
import { pngBytes, pngProof } from './support/proof.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/**
 * Text PostgreSQL refuses (U+0000 anywhere, a lone UTF-16 surrogate in json) is the client's
 * mistake, a 400 on the field that holds it, wherever it comes from: the staff routes whose audit
 * entry (jsonb) once failed with a 500 on a lone surrogate, and every other body, query, path and
 * form. Headers and file names, which no schema reads, never reach a 500 either.
 */

const refusal = validationMessages.textNotStorable;
let t: TestServer;
let adminToken: string;
let userToken: string;
let userId: string;
/** Banned and unbanned here: a ban ends the user's sessions, so it is not the user above. */
let targetId: string;

beforeAll(async () => {
  t = await startTestServer({ seedDemo: true });
  const admin = await t.adminClient();
  adminToken = admin.credentials().admin?.token as string;
  const user = await t.userClient();
  userId = user.userId;
  userToken = user.client.credentials().user?.accessToken as string;
  await t.fund(userId, '500.00');
  targetId = (await t.userClient()).userId;
});
afterAll(async () => {
  await t.close();
});

async function send(method: string, path: string, token: string | null, body?: unknown) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  // JSON.stringify writes a lone surrogate as its \u escape, as any JSON client sends it.
  const init = { method, headers, body: body === undefined ? undefined : JSON.stringify(body) };
  const response = await fetch(`${t.url}${path}`, init);
  return { status: response.status, body: await readJson(response) };
}

const refused = (fields: Record<string, string>) => ({
  status: 400,
  body: { error: { code: 'VALIDATION_FAILED', message: Object.values(fields)[0], fields } },
});

async function pendingDeposit(): Promise<string> {
  const user = t.clientWithToken(userToken);
  return (await user.wallet.deposit({ amount: '50', proof: pngProof() })).id;
}

describe('the staff routes that answered 500', () => {
  it.each(['\uD800', 'x\uDC00y', 'a\u0000b', '\uDFFF\uD800'])(
    'refuse %j in free text, changing nothing',
    async (text) => {
      const [deposit, other] = [await pendingDeposit(), await pendingDeposit()];
      const adjust = `/api/admin/users/${userId}/balance-adjustments`;
      expect(await send('POST', adjust, adminToken, { amount: '5', reason: text })).toEqual(
        refused({ reason: refusal }),
      );
      expect(await send('POST', `/api/admin/users/${targetId}/ban`, adminToken, { reason: text })).toEqual(
        refused({ reason: refusal }),
      );
      const approve = `/api/admin/transactions/${deposit}/approve`;
      expect(await send('POST', approve, adminToken, { notes: text })).toEqual(refused({ notes: refusal }));
      const reject = `/api/admin/transactions/${other}/reject`;
      expect(await send('POST', reject, adminToken, { reason: text })).toEqual(refused({ reason: refusal }));

      const statuses = await t.db.knex('transactions').whereIn('id', [deposit, other]).pluck('status');
      expect(statuses).toEqual(['pending', 'pending']);
      const profile = await t.db.knex('profiles').where('id', userId).first('balance', 'is_banned');
      expect(profile).toEqual({ balance: '500.00', is_banned: false });
    },
  );

  it('still take a well-formed pair of surrogates (an emoji)', async () => {
    const answer = await send('POST', `/api/admin/users/${targetId}/ban`, adminToken, { reason: 'Fraud 🚩' });
    expect(answer.status).toBe(200);
    expect((await send('POST', `/api/admin/users/${targetId}/unban`, adminToken)).status).toBe(200);
  });
});

describe('any route, any place', () => {
  it('names nested fields and array items by their path, before the schema’s own findings', async () => {
    const body = { amount: 'lots', reason: 'ok', extra: { list: ['fine', 'bad\uD800'], 'k\u0000': 1 } };
    const answer = await send('POST', `/api/admin/users/${userId}/balance-adjustments`, adminToken, body);
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toBe(refusal);
    expect(answer.body.error.fields).toEqual({
      extra: refusal,
      'extra.list.1': refusal,
      amount: expect.any(String),
    });
  });

  it('refuses it on anonymous and user routes', async () => {
    const register = { email: 'surrogate@example.test', password: 'password-123', lastName: 'L' };
    expect(await send('POST', '/api/auth/register', null, { ...register, firstName: '\uDBFF' })).toEqual(
      refused({ firstName: refusal }),
    );
    expect(await send('PATCH', '/api/me', userToken, { lastName: 'a\u0000' })).toEqual(
      refused({ lastName: refusal }),
    );
  });

  it('refuses NUL in a query string and a path parameter', async () => {
    expect(await send('GET', '/api/admin/users?q=a%00b', adminToken)).toEqual(refused({ q: refusal }));
    expect(await send('POST', '/api/admin/users/%00/ban', adminToken, { reason: 'r' })).toEqual(
      refused({ id: refusal }),
    );
  });

  it('reads the bytes of a lone surrogate in a URL as U+FFFD, which is stored as it is', async () => {
    // Percent-decoding reads UTF-8 bytes, and these three are no character: replaced, not a 500.
    const answer = await send('GET', '/api/admin/users?q=%ED%A0%80', adminToken);
    expect(answer.status).toBe(200);
    expect((await send('GET', '/api/assets/%ED%A0%80', userToken)).status).toBe(400);
  });
});

/** A multipart deposit with `transactionHash` as the given part, and a file named `filename`. */
async function depositForm(hashPart: Buffer, filename: string) {
  const boundary = 'x-boundary-x';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="amount"\r\n\r\n20\r\n`),
    Buffer.from(`--${boundary}\r\n`),
    hashPart,
    Buffer.from(`\r\n--${boundary}\r\nContent-Disposition: form-data; name="proof"; ${filename}\r\n`),
    Buffer.from('Content-Type: image/png\r\n\r\n'),
    Buffer.from(pngBytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await fetch(`${t.url}/api/deposits`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${userToken}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    body,
  });
  return { status: response.status, body: await readJson(response) };
}

const field = (name: string, value: Buffer, charset = '') =>
  Buffer.concat([
    Buffer.from(`Content-Disposition: form-data; name="${name}"\r\n`),
    Buffer.from(charset ? `Content-Type: text/plain; charset=${charset}\r\n\r\n` : '\r\n'),
    value,
  ]);

describe('forms', () => {
  it('refuse a NUL byte, and a lone surrogate sent as UTF-16, in a text field', async () => {
    const nul = field('transactionHash', Buffer.from('ab\u0000cd', 'latin1'));
    expect(await depositForm(nul, 'filename="proof.png"')).toEqual(refused({ transactionHash: refusal }));
    const surrogate = field('transactionHash', Buffer.from([0x61, 0x00, 0x00, 0xd8]), 'utf-16le');
    expect(await depositForm(surrogate, 'filename="proof.png"')).toEqual(
      refused({ transactionHash: refusal }),
    );
  });

  it('never store the file’s name, so any name is taken; a NUL byte in a part’s head is a bad form', async () => {
    const hash = field('transactionHash', Buffer.from('abc'));
    for (const filename of ["filename*=UTF-8''%ED%A0%80.png", 'filename="\u00ed\u00a0\u0080.png"']) {
      const answer = await depositForm(hash, filename);
      expect(answer.status, `${filename}: ${JSON.stringify(answer.body)}`).toBe(201);
    }
    expect(await depositForm(hash, 'filename="a\u0000b.png"')).toEqual({
      status: 400,
      body: { error: { code: 'VALIDATION_FAILED', message: 'The upload could not be read' } },
    });
  });
});

/** One request written byte by byte, so its headers carry exactly the bytes given. */
function rawRequest(head: Buffer, body = ''): Promise<{ status: number; text: string }> {
  const { port } = new URL(t.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      resolve({ status: Number(text.slice(9, 12)), text });
    });
    // Written, not ended: a half-closed socket may be closed by the server before a slow answer
    // (PostgreSQL's) is written. `Connection: close` ends it once answered.
    socket.write(
      Buffer.concat([
        head,
        Buffer.from(`Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`),
      ]),
    );
  });
}

describe('headers the server keeps', () => {
  const lone = Buffer.from([0xed, 0xa0, 0x80]);
  const head = (lines: (string | Buffer)[]) =>
    Buffer.concat(
      lines.flatMap((line) => [Buffer.isBuffer(line) ? line : Buffer.from(line), Buffer.from('\r\n')]),
    );

  it('store the bytes of a lone surrogate in User-Agent, Idempotency-Key and X-Request-Id as the text they read as', async () => {
    const ban = await rawRequest(
      head([
        `POST /api/admin/users/${targetId}/ban HTTP/1.1`,
        'Host: localhost',
        `Authorization: Bearer ${adminToken}`,
        'Content-Type: application/json',
        Buffer.concat([Buffer.from('User-Agent: agent-'), lone]),
        Buffer.concat([Buffer.from('X-Request-Id: request-id-'), lone]),
      ]),
      '{"reason":"headers"}',
    );
    expect(ban.status).toBe(200);
    // Not a plain token: a generated id answers instead.
    expect(ban.text).toMatch(/X-Request-Id: [0-9a-f-]{36}\r\n/i);
    const entry = await t.db
      .knex('admin_action_logs')
      .where('action', 'BAN_USER')
      .orderBy('created_at', 'desc')
      .first('user_agent');
    expect(entry?.user_agent).toBe('agent-\u00ed\u00a0\u0080');
    await send('POST', `/api/admin/users/${targetId}/unban`, adminToken);

    const [assetId] = await t.db.knex('assets').where('is_active', true).pluck('id');
    const [durationId] = await t.db.knex('investment_durations').where('is_active', true).pluck('id');
    const purchase = await rawRequest(
      head([
        'POST /api/investments HTTP/1.1',
        'Host: localhost',
        `Authorization: Bearer ${userToken}`,
        'Content-Type: application/json',
        Buffer.concat([Buffer.from('Idempotency-Key: key-'), lone]),
      ]),
      JSON.stringify({ assetId, durationId, amount: '10' }),
    );
    expect(purchase.status).toBe(201);
  });

  it('answer a NUL byte in a header with 400 before any route', async () => {
    const answer = await rawRequest(
      head(['GET /api/health HTTP/1.1', 'Host: localhost', 'User-Agent: a\u0000b']),
    );
    expect(answer.status).toBe(400);
  });
});
