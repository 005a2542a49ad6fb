import { request } from 'node:http';
import type { TradesimClient } from '@tradesim/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAppError } from './support/errors.js';
import { held } from './support/four-eyes.js';
import { connectSocket } from './support/realtime-socket.js';
import { inviteStaffMember } from './support/staff.js';
import { adminCredentials, startTestServer, type TestServer } from './support/test-server.js';

/**
 * The console's session lives in an HttpOnly cookie (no script on the page can read it) with a
 * CSRF token on every write; the CLI and scripts keep their bearer tokens.
 */
let t: TestServer;
let owner: TradesimClient;

beforeAll(async () => {
  t = await startTestServer();
  owner = await t.adminClient();
});
afterAll(async () => {
  await t.close();
});

/** The Set-Cookie of a cookie sign-in addressed to another host name (fetch cannot set Host). */
function setCookieFor(host: string): Promise<string> {
  const body = JSON.stringify({ ...adminCredentials, session: 'cookie' });
  const { port } = new URL(t.url);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        port,
        host: '127.0.0.1',
        method: 'POST',
        path: '/api/admin/auth/login',
        headers: { host, 'content-type': 'application/json' },
      },
      (res) => {
        res.resume();
        resolve(String(res.headers['set-cookie']?.[0] ?? ''));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** A browser's view of one site: the cookie it was set, sent back with every request. */
function browser() {
  let cookie: string | null = null;
  async function call(
    path: string,
    init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = { ...init.headers };
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    if (cookie) headers.cookie = cookie;
    const response = await fetch(`${t.url}${path}`, {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const set = response.headers.get('set-cookie');
    if (set) cookie = set.split(';')[0]?.endsWith('=') ? null : (set.split(';')[0] ?? null);
    const text = await response.text();
    return { status: response.status, setCookie: set, body: text ? JSON.parse(text) : undefined };
  }
  return { call, cookie: () => cookie };
}

async function signedInBrowser(credentials = adminCredentials) {
  const page = browser();
  const answer = await page.call('/api/admin/auth/login', {
    method: 'POST',
    body: { ...credentials, session: 'cookie' },
  });
  expect(answer.status).toBe(200);
  return { page, answer, csrfToken: answer.body.session.csrfToken as string };
}

describe('the console session cookie', () => {
  it('is HttpOnly and SameSite=Strict, and the answer carries its CSRF token but never the session token', async () => {
    const { answer, csrfToken } = await signedInBrowser();
    expect(answer.setCookie).toMatch(
      /^tradesim_staff=tsa_[^;]+; Path=\/api; HttpOnly; SameSite=Strict; Max-Age=86400$/,
    );
    expect(answer.body.session).toEqual({ expiresAt: expect.any(String), csrfToken });
    expect(JSON.stringify(answer.body)).not.toContain('tsa_');
    // On a real host (not the developer's localhost) it is Secure too.
    expect(await setCookieFor('console.tradesim.example')).toMatch(/; Secure$/);
  });

  it('opens reads by itself, and writes only with the CSRF token', async () => {
    const { page, csrfToken } = await signedInBrowser();
    const session = await page.call('/api/admin/auth/session');
    expect(session.status).toBe(200);
    expect(session.body).toMatchObject({ admin: { email: adminCredentials.email }, csrfToken });
    const noToken = await page.call('/api/admin/price-feed/stop', { method: 'POST' });
    expect(noToken.status).toBe(403);
    expect(noToken.body.error.code).toBe('CSRF_INVALID');
    const wrong = await page.call('/api/admin/price-feed/stop', {
      method: 'POST',
      headers: { 'x-csrf-token': `${csrfToken.slice(0, -2)}xx` },
    });
    expect(wrong.body.error.code).toBe('CSRF_INVALID');
    const right = await page.call('/api/admin/price-feed/stop', {
      method: 'POST',
      headers: { 'x-csrf-token': csrfToken },
    });
    expect(right.status).toBe(200);
    // The refused writes are in the security record.
    const denied = await owner.admin.audit.list({ action: 'ACCESS_DENIED' });
    expect(
      denied.items.filter((entry) => entry.newValues?.code === 'CSRF_INVALID').length,
    ).toBeGreaterThanOrEqual(2);
  });

  it('is renewed and ended as a cookie; a bearer token never reads it', async () => {
    const { page, csrfToken } = await signedInBrowser();
    const renewed = await page.call('/api/admin/auth/refresh', {
      method: 'POST',
      headers: { 'x-csrf-token': csrfToken },
    });
    expect(renewed.body.session).toEqual({ expiresAt: expect.any(String), csrfToken });
    expect(renewed.setCookie).toMatch(/^tradesim_staff=tsa_/);
    // The CLI's bearer token is what counts when both are sent.
    const cookie = page.cookie() ?? '';
    const viaBearer = await fetch(`${t.url}/api/admin/auth/session`, {
      headers: { cookie, authorization: 'Bearer not-a-token' },
    });
    expect(viaBearer.status).toBe(401);
    const out = await page.call('/api/admin/auth/logout', {
      method: 'POST',
      headers: { 'x-csrf-token': csrfToken },
    });
    expect(out.status).toBe(204);
    expect(out.setCookie).toMatch(/^tradesim_staff=; .*Max-Age=0/);
    expect((await fetch(`${t.url}/api/admin/auth/session`, { headers: { cookie } })).status).toBe(401);
  });

  it('authenticates the realtime socket from this origin, never from another', async () => {
    const { page } = await signedInBrowser();
    const cookie = page.cookie() ?? '';
    const origin = new URL(t.url).origin;
    const socket = await connectSocket(t.url, { cookie, origin });
    socket.send({ type: 'auth' });
    expect((await socket.next((message) => message.type === 'ready')).kind).toBe('admin');
    socket.close();
    const foreign = await connectSocket(t.url, { cookie, origin: 'https://evil.example' });
    foreign.send({ type: 'auth' });
    expect((await foreign.next((message) => message.type === 'error')).code).toBe('UNAUTHENTICATED');
    expect(await foreign.closed).toBe(4401);
  });

  it('closes a disabled member’s open console at once, saying why', async () => {
    const member = await inviteStaffMember(t, owner, 'support');
    const secondOwner = await inviteStaffMember(t, owner, 'owner');
    const { page } = await signedInBrowser({ email: member.email, password: 'staff-password-1' });
    const socket = await connectSocket(t.url, { cookie: page.cookie() ?? '', origin: new URL(t.url).origin });
    socket.send({ type: 'auth' });
    await socket.next((message) => message.type === 'ready');
    const request = held(await owner.admin.staff.update(member.id, { disabled: true }));
    await secondOwner.client.admin.approvals.approve(request.id);
    const ended = await socket.next((message) => message.type === 'session_ended');
    expect(ended).toMatchObject({
      reason: 'staff_disabled',
      message: 'Your account was disabled by an owner.',
    });
    expect(await socket.closedWith).toEqual({ code: 4401, reason: 'session_ended' });
    await expectAppError(member.client.admin.auth.session(), 'ADMIN_SESSION_INVALID');
  });
});
