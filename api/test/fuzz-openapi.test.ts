import { encodeTrc20Address } from '@tradesim/core';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { defaultRateLimits } from '../src/config.js';
import { totpCode } from '../src/modules/mfa/totp.js';
import { IdPools, nounOf } from './support/fuzz-ids.js';
import { type Operation, operationsOf } from './support/fuzz-operations.js';
import { plausible } from './support/fuzz-plausible.js';
import { type GeneratedRequest, requestFor } from './support/fuzz-requests.js';
import type { SchemaContext } from './support/fuzz-schema.js';
import { wireOf } from './support/fuzz-wire.js';
import { getJson } from './support/http.js';
import { inviteStaffMember, mailedInviteToken } from './support/staff.js';
import { adminCredentials, startTestServer, type TestServer } from './support/test-server.js';

/**
 * Fires generated requests at every operation of /api/openapi.json, admin routes and the test
 * clock included, as the signed-in user, the signed-in admin, anonymously and with garbage
 * credentials: values the schemas accept and values they do not (wrong types, huge and unicode
 * strings, deep nesting, broken JSON and multipart, wrong content types, ids that are not
 * UUIDs, bad query values, over-long URLs and headers), and in every text field, query value
 * and path segment now and then text the database refuses (lone surrogates, NUL) among ordinary
 * text while the rest of the request is sound. No answer may be a 5xx, and every error
 * must be the envelope {"error":{"code","message"}}. The requests come from the document, so a
 * new route is fuzzed without editing this file. Batches of 8 go out at once, so requests race.
 */

// CI runs the defaults; FUZZ_SEED and FUZZ_BATCHES explore further by hand.
const seed = Number(process.env.FUZZ_SEED ?? 20_261_125);
const batchSize = 8;
const batches = Math.max(1_260, Number(process.env.FUZZ_BATCHES ?? 0));

let t: TestServer;
let operations: Operation[];
let context: SchemaContext;
const userPassword = 'fuzz-user-password-9';
const tokens = { user: '', admin: '' };
let userId = '';
let userEmail = '';

const pools = new IdPools();

async function api(method: string, path: string, token: string, body?: unknown) {
  const response = await fetch(`${t.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

async function signInAdmin(): Promise<void> {
  const answer = await api('POST', '/api/admin/auth/login', '', adminCredentials);
  expect(answer.status, `the admin can sign in again: ${JSON.stringify(answer.body)}`).toBe(200);
  tokens.admin = answer.body.session.token;
}

/** The user signed in again, unbanned first if an admin banned them. */
async function signInUser(): Promise<void> {
  const login = () => api('POST', '/api/auth/login', '', { email: userEmail, password: userPassword });
  let answer = await login();
  if (answer.status === 403) {
    const unban = () => api('POST', `/api/admin/users/${userId}/unban`, tokens.admin);
    // The admin's own session may have ended too (signed out, or outlived by the test clock).
    if ((await unban()).status === 401) {
      await signInAdmin();
      await unban();
    }
    answer = await login();
  }
  expect(answer.status, `the user can sign in again: ${JSON.stringify(answer.body)}`).toBe(200);
  tokens.user = answer.body.session.accessToken;
  pools.set('refresh-token', [answer.body.session.refreshToken]);
}

beforeAll(async () => {
  const unlimited = Object.fromEntries(
    Object.entries(defaultRateLimits).map(([key, value]) => [key, key.endsWith('Ms') ? value : 1e9]),
  );
  t = await startTestServer({
    seedDemo: true,
    testClock: true,
    config: {
      rateLimits: unlimited as typeof defaultRateLimits,
      passwordHashing: { memoryCost: 1024, timeCost: 1 },
    },
  });
  const document = await getJson(`${t.url}/api/openapi.json`);
  operations = operationsOf(document);
  context = { components: document.components.schemas, plausible };

  const user = await t.userClient({ password: userPassword });
  ({ userId, email: userEmail } = user);
  await t.fund(userId, '100000.00');
  await signInAdmin();
  await signInUser();

  // A few rows of each kind, so that ids of every kind are known before the run.
  const [assetId] = await t.db.knex('assets').where('is_active', true).pluck('id');
  const [durationId] = await t.db.knex('investment_durations').where('is_active', true).pluck('id');
  const bought = [];
  for (let i = 0; i < 6; i += 1)
    bought.push((await user.client.investments.purchase({ assetId, durationId, amount: '100' })).id);
  // Half of them matured, so that completing one can succeed.
  const hour = 3_600_000;
  await t.db
    .knex('investments')
    .whereIn('id', bought.slice(3))
    .update({ start_date: new Date(Date.now() - 72 * hour), end_date: new Date(Date.now() - hour) });
  const png = new Blob([Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])], {
    type: 'image/png',
  });
  await user.client.wallet.deposit({ amount: '50', proof: png });
  await user.client.wallet.withdraw({ amount: '25', walletAddress: encodeTrc20Address(new Uint8Array(20)) });
  await user.client.support.tickets.create({ subject: 'Deposit', description: 'Where is it?' });
  await seedStaffControls();
  for (const operation of operations) {
    if (operation.method !== 'GET' || operation.pathParams.length > 0) continue;
    const token = operation.security === 'admin' ? tokens.admin : tokens.user;
    const answer = await fetch(`${t.url}${operation.path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (answer.headers.get('content-type')?.includes('json'))
      pools.harvest(await answer.json(), nounOf(operation.path));
  }
}, 120_000);

/**
 * What the staff controls need to be reached at all: requests asked by a second owner (the run's
 * admin may approve them, never its own), that owner's second factor (a reset needs one), and
 * open invitations whose tokens the invitation routes take.
 */
async function seedStaffControls(): Promise<void> {
  const owner = await t.adminClient();
  const second = await inviteStaffMember(t, owner, 'owner');
  const setup = await second.client.admin.auth.mfa.setup();
  if ('secret' in setup)
    await second.client.admin.auth.mfa.enable(totpCode(setup.secret, t.server.ctx.clock.now()));
  for (const amount of ['1500', '2500', '-1000', '4000']) {
    await second.client.admin.users.adjustBalance(userId, { amount, reason: 'Fuzz seed' });
  }
  const inviteTokens: string[] = [];
  for (const role of ['auditor', 'support', 'catalogue'] as const) {
    const email = `fuzz-invite-${role}@tradesim.test`;
    await owner.admin.staff.invite({ email, firstName: 'Fuzz', lastName: 'Invitee', role });
    inviteTokens.push(await mailedInviteToken(t, email));
  }
  pools.set('invite', inviteTokens);
}

afterAll(async () => {
  // Also asserts the ledger invariants.
  await t?.close();
});

interface Sent {
  request: GeneratedRequest;
  status: number;
  code: string | undefined;
  /** Method, URL, headers and body: enough to send it again by hand. */
  description: string;
}

async function send(request: GeneratedRequest): Promise<Sent> {
  const { url, description, ...init } = wireOf(request, { pools, tokens });
  let response: Response;
  try {
    response = await fetch(`${t.url}${url}`, { ...init, signal: AbortSignal.timeout(30_000) });
  } catch (error) {
    throw new Error(`${description}\n→ the request failed: ${String(error)}`, { cause: error });
  }
  const text = await response.text();
  const where = `${description}\n→ ${response.status}: ${text.slice(0, 500)}`;
  expect(response.status, where).toBeLessThan(500);
  let code: string | undefined;
  // Every refusal is the envelope (a HEAD answer has no body to hold it).
  if (response.status >= 400 && request.method !== 'HEAD') {
    expect(response.headers.get('content-type'), where).toContain('application/json');
    const error = JSON.parse(text).error;
    expect(typeof error?.code, where).toBe('string');
    expect(typeof error?.message, where).toBe('string');
    code = error.code;
  }
  if (response.status < 300 && request.method === request.operation.method && text.startsWith('{'))
    pools.harvest(JSON.parse(text), nounOf(request.operation.path));
  return { request, status: response.status, code, description };
}

/** An identity the run signed out, banned or outlived is signed in again for the next batch. */
async function heal(results: readonly Sent[]): Promise<void> {
  const lost = (identity: 'user' | 'admin', codes: readonly string[]) =>
    results.some(
      ({ request, code }) =>
        request.identity === identity &&
        (request.operation.security === identity || request.operation.security === 'either') &&
        code !== undefined &&
        codes.includes(code),
    );
  if (lost('admin', ['ADMIN_SESSION_INVALID', 'ADMIN_PROFILE_NOT_FOUND'])) await signInAdmin();
  if (lost('user', ['SESSION_EXPIRED', 'UNAUTHENTICATED', 'ACCOUNT_BANNED'])) await signInUser();
  // The run may have switched the staff policy on (PUT /api/admin/settings/security): then this
  // admin, signed in without a second factor, could move no money for the rest of the run. It is
  // switched off again, as an owner with a second factor would.
  if (lost('admin', ['MFA_REQUIRED_FOR_ACTION'])) {
    await t.db.knex('security_settings').update({ require_staff_mfa: false });
  }
}

interface Stats {
  total: number;
  /** Sent with the identity the operation is for. */
  own: number;
  statuses: Map<number, number>;
}

const label = (operation: Operation) => `${operation.method} ${operation.path}`;

it(`answers ${batchSize * batches} requests generated from the OpenAPI document without a 5xx`, async () => {
  const stats = new Map<string, Stats>(
    operations.map((operation) => [label(operation), { total: 0, own: 0, statuses: new Map() }]),
  );
  const request = fc.oneof(...operations.map((operation) => requestFor(operation, context)));
  let sent = 0;
  // Failures are collected rather than thrown, so that one run names every distinct fault, each
  // as a request to send again by hand (fast-check would print the whole generated batch).
  const failures: string[] = [];
  await fc.assert(
    fc.asyncProperty(fc.array(request, { minLength: batchSize, maxLength: batchSize }), async (batch) => {
      const settled = await Promise.allSettled(batch.map(send));
      const results: Sent[] = [];
      for (const outcome of settled) {
        if (outcome.status === 'fulfilled') results.push(outcome.value);
        else if (failures.length < 30) failures.push(String(outcome.reason?.message ?? outcome.reason));
      }
      sent += settled.length - results.length;
      for (const result of results) {
        sent += 1;
        const { operation, method, identity } = result.request;
        if (method !== operation.method) continue;
        const entry = stats.get(label(operation)) as Stats;
        entry.total += 1;
        if (
          identity === operation.security ||
          (operation.security === 'either' && typeof identity === 'string')
        )
          entry.own += 1;
        entry.statuses.set(result.status, (entry.statuses.get(result.status) ?? 0) + 1);
      }
      await heal(results);
    }),
    // No shrinking: it would replay requests against a server whose state has moved on, and every
    // failure already names the exact request. The seed makes a run reproducible.
    { seed, numRuns: batches, endOnFailure: true },
  );

  console.table(
    [...stats].map(([name, entry]) => ({
      operation: name,
      total: entry.total,
      own: entry.own,
      statuses: [...entry.statuses]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${status}×${count}`)
        .join(' '),
    })),
  );
  expect(failures, failures.join('\n\n')).toEqual([]);
  expect(sent).toBe(batchSize * batches);
  expect(sent).toBeGreaterThanOrEqual(10_000);
  // Every operation, many times, many of them as the identity it is for; and the generator
  // reaches the services, not just the validators: most operations succeeded at least once.
  for (const [name, entry] of stats) {
    expect(entry.total, `${name} was sent ${entry.total} times`).toBeGreaterThanOrEqual(40);
    expect(entry.own, `${name} was sent ${entry.own} times as its own identity`).toBeGreaterThanOrEqual(10);
  }
  const succeeded = [...stats].filter(([, entry]) =>
    [...entry.statuses.keys()].some((status) => status < 300),
  );
  expect(succeeded.length / stats.size).toBeGreaterThanOrEqual(0.85);
}, 600_000);
