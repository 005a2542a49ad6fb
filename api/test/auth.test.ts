import { createClient, memoryStore } from '@tradesim/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../src/modules/auth/tokens.js';
import { expectAppError } from './support/errors.js';
import { startTestServer, type TestServer } from './support/test-server.js';

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer({ testClock: true });
});
afterAll(async () => {
  await t.close();
});

/** The reset link queued for an email, read from the outbox like a mailbox. */
async function resetTokenFor(email: string): Promise<string> {
  const mail = await t.db.knex('mail_outbox').where('to_email', email).orderBy('created_at', 'desc').first();
  const match = /token=([\w-]+)/.exec(mail?.body ?? '');
  if (!match?.[1]) throw new Error(`no reset link for ${email}`);
  return decodeURIComponent(match[1]);
}

describe('register', () => {
  it('creates the account, signs in and returns the profile', async () => {
    const client = t.client();
    const { user, session } = await client.auth.register({
      email: '  Ann.Lee@Example.test ',
      password: 'ann-lee-passphrase',
      firstName: 'Ann',
      lastName: 'Lee',
    });
    expect(user).toMatchObject({
      email: 'ann.lee@example.test',
      firstName: 'Ann',
      lastName: 'Lee',
      displayName: 'Ann Lee',
      userType: 'regular',
      balance: '0.00',
      portfolio: {
        totalInvested: '0.00',
        currentValue: '0.00',
        totalReturn: '0.00',
        totalReturnPercent: '0.00',
      },
    });
    expect(session.accessToken).toMatch(/^ey/);
    expect(Date.parse(session.expiresAt) - Date.now()).toBeGreaterThan(14 * 60_000);
    expect((await client.me.get()).id).toBe(user.id);
  });

  it('refuses a taken email, case-insensitively', async () => {
    await expectAppError(
      t.client().auth.register({
        email: 'ANN.LEE@example.test',
        password: 'another-passphrase',
        firstName: 'A',
        lastName: 'L',
      }),
      'EMAIL_TAKEN',
      'An account with this email already exists',
    );
  });

  it.each([
    [
      {},
      {
        email: 'Email is required',
        password: 'Password is required',
        firstName: 'First name is required',
        lastName: 'Last name is required',
      },
    ],
    [
      { email: 'not-an-email', password: 'secret1', firstName: 'A', lastName: 'B' },
      { email: 'Please enter a valid email address' },
    ],
    [
      { email: 'b@example.test', password: '1234567', firstName: 'A', lastName: 'B' },
      { password: 'Password must be at least 8 characters long' },
    ],
    [
      { email: 'b@example.test', password: 'secret1', firstName: '  ', lastName: 'B' },
      { firstName: 'First name is required' },
    ],
  ])('answers %j with the spec messages', async (body, fields) => {
    const error = await expectAppError(t.client().auth.register(body as never), 'VALIDATION_FAILED');
    expect(error.fields).toEqual(fields);
    expect(error.message).toBe(Object.values(fields)[0]);
  });
});

describe('login', () => {
  it('signs in with the right password and records the login', async () => {
    const { email, password, userId } = await t.userClient();
    const client = t.client();
    const { user } = await client.auth.login({ email: email.toUpperCase(), password });
    expect(user.id).toBe(userId);
    const row = await t.db.knex('profiles').where('id', userId).first('last_login_at');
    expect(row.last_login_at).toBeInstanceOf(Date);
  });

  it('gives the same answer for a wrong password and an unknown email', async () => {
    const { email } = await t.userClient();
    await expectAppError(
      t.client().auth.login({ email, password: 'wrong-password' }),
      'INVALID_CREDENTIALS',
      'Invalid login credentials',
    );
    await expectAppError(
      t.client().auth.login({ email: 'nobody@example.test', password: 'whatever' }),
      'INVALID_CREDENTIALS',
      'Invalid login credentials',
    );
  });

  it('requires email and password', async () => {
    const error = await expectAppError(
      t.client().auth.login({ email: '', password: '' }),
      'VALIDATION_FAILED',
    );
    expect(error.fields).toEqual({ email: 'Email is required', password: 'Password is required' });
  });

  it('refuses a banned user and every request of a banned session', async () => {
    const { client, email, password, userId } = await t.userClient();
    await t.db
      .knex('profiles')
      .where('id', userId)
      .update({ is_banned: true, banned_reason: 'Fraudulent proof', banned_at: new Date() });
    await expectAppError(
      client.me.get(),
      'ACCOUNT_BANNED',
      'Your account has been suspended. Reason: Fraudulent proof',
    );
    await expectAppError(
      t.client().auth.login({ email, password }),
      'ACCOUNT_BANNED',
      'Your account has been suspended. Reason: Fraudulent proof',
    );
  });
});

describe('refresh', () => {
  it('rotates the refresh token: the new one works, the old one is refused', async () => {
    const { client } = await t.userClient();
    const first = client.credentials().user;
    const second = await client.auth.refresh();
    expect(second.refreshToken).not.toBe(first?.refreshToken);
    await client.me.get();
    const reuse = await t
      .client()
      .request({
        method: 'POST',
        path: '/api/auth/refresh',
        auth: 'none',
        body: { refreshToken: first?.refreshToken },
      })
      .catch((e: unknown) => e);
    expect(reuse).toMatchObject({ code: 'REFRESH_TOKEN_REUSED' });
  });

  it('revokes the whole session when a rotated token comes back', async () => {
    const { client } = await t.userClient();
    const stolen = client.credentials().user?.refreshToken;
    await client.auth.refresh();
    const attacker = t.client();
    await expectAppError(
      attacker.request({
        method: 'POST',
        path: '/api/auth/refresh',
        auth: 'none',
        body: { refreshToken: stolen },
      }),
      'REFRESH_TOKEN_REUSED',
    );
    // The legitimate holder's newer tokens died with the session.
    await expectAppError(client.me.get(), 'SESSION_EXPIRED');
    expect(client.credentials().user).toBeNull();
  });

  it('refuses an unknown token', async () => {
    await expectAppError(
      t.client().request({
        method: 'POST',
        path: '/api/auth/refresh',
        auth: 'none',
        body: { refreshToken: 'made-up' },
      }),
      'SESSION_EXPIRED',
    );
  });

  it('refreshes by itself when the access token expires', async () => {
    const { client } = await t.userClient();
    const before = client.credentials().user?.accessToken;
    const admin = await t.adminClient();
    await admin.admin.testClock.advance(16 * 60_000);
    // The client's own clock has not moved, so it sends the old token, gets 401, refreshes, retries.
    const me = await client.me.get();
    expect(me.email).toContain('@example.test');
    expect(client.credentials().user?.accessToken).not.toBe(before);
  });

  it('gives one refresh to many calls that need it at once', async () => {
    const { client } = await t.userClient();
    const before = client.credentials().user?.refreshToken;
    const admin = await t.adminClient();
    await admin.admin.testClock.advance(16 * 60_000);
    const results = await Promise.all(Array.from({ length: 5 }, () => client.me.get()));
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    const rows = await t.db
      .knex('refresh_tokens')
      .where('token_hash', hashToken(before ?? ''))
      .first('rotated_at');
    expect(rows.rotated_at).toBeInstanceOf(Date);
    const live = await t.db
      .knex('refresh_tokens as r')
      .join('sessions as s', 's.id', 'r.session_id')
      .where('s.user_id', (await client.me.get()).id)
      .whereNull('r.rotated_at')
      .count<{ count: number }[]>('* as count');
    expect(Number(live[0]?.count)).toBe(1);
  });
  it('keeps two tabs on one stored session signed in when both find it expired together', async () => {
    const { client } = await t.userClient();
    // Two tabs of one browser: one localStorage (here one store) and one Web Lock.
    const store = memoryStore(client.credentials());
    let held: Promise<unknown> = Promise.resolve();
    const refreshLock = <T>(run: () => Promise<T>): Promise<T> => {
      const result = held.then(run);
      held = result.catch(() => undefined);
      return result;
    };
    const tabs = [1, 2].map(() => createClient({ baseUrl: t.url, store, refreshLock }));
    const admin = await t.adminClient();
    await admin.admin.testClock.advance(16 * 60_000);
    const [first, second] = await Promise.all(tabs.map((tab) => tab.me.get()));
    expect(second?.id).toBe(first?.id);
    // The session survived: no refresh token was presented twice.
    expect((await tabs[0]?.me.get())?.id).toBe(first?.id);
    const revoked = await t.db
      .knex('sessions')
      .where('user_id', first?.id)
      .whereNotNull('revoked_at')
      .count('* as count');
    expect(Number(revoked[0]?.count)).toBe(0);
  });
});

describe('logout', () => {
  it('local: ends this session only', async () => {
    const { client, email, password } = await t.userClient();
    const other = t.client();
    await other.auth.login({ email, password });
    const token = client.credentials().user?.accessToken;
    await client.auth.logout();
    expect(client.credentials().user).toBeNull();
    await expectAppError(t.clientWithToken(token).me.get(), 'SESSION_EXPIRED');
    expect((await other.me.get()).email).toBe(email);
  });

  it('global: ends every session of the user', async () => {
    const { client, email, password } = await t.userClient();
    const other = t.client();
    await other.auth.login({ email, password });
    await client.auth.logout({ scope: 'global' });
    await expectAppError(other.me.get(), 'SESSION_EXPIRED');
  });

  it('refuses any other scope and changes nothing', async () => {
    const { client } = await t.userClient();
    const error = await expectAppError(
      client.auth.logout({ scope: 'others' as never }),
      'VALIDATION_FAILED',
      "Scope must be 'local' or 'global'",
    );
    expect(error.fields).toEqual({ scope: "Scope must be 'local' or 'global'" });
  });
});

describe('forgot and reset password', () => {
  it('accepts unknown emails without saying so, and queues nothing for them', async () => {
    await t.client().auth.forgotPassword('nobody-here@example.test');
    expect(
      await t.db.knex('mail_outbox').where('to_email', 'nobody-here@example.test').first(),
    ).toBeUndefined();
  });

  it('mails a one-hour, single-use link that sets a new password and signs out everywhere', async () => {
    const { client, email, password } = await t.userClient();
    await t.client().auth.forgotPassword(email);
    const token = await resetTokenFor(email);
    await t.client().auth.resetPassword({ token, password: 'brand-new-pass' });
    await expectAppError(client.me.get(), 'SESSION_EXPIRED');
    await expectAppError(t.client().auth.login({ email, password }), 'INVALID_CREDENTIALS');
    await t.client().auth.login({ email, password: 'brand-new-pass' });
    await expectAppError(
      t.client().auth.resetPassword({ token, password: 'another-pass' }),
      'RESET_TOKEN_INVALID',
      'This password reset link is invalid or has expired',
    );
  });

  it('refuses a link older than an hour', async () => {
    const { email } = await t.userClient();
    await t.client().auth.forgotPassword(email);
    const token = await resetTokenFor(email);
    await (await t.adminClient()).admin.testClock.advance(61 * 60_000);
    await expectAppError(
      t.client().auth.resetPassword({ token, password: 'brand-new-pass' }),
      'RESET_TOKEN_INVALID',
    );
  });

  it('checks the link first, then the new password (docs/contract.md#passwords)', async () => {
    await expectAppError(
      t.client().auth.resetPassword({ token: 'x', password: '123' }),
      'RESET_TOKEN_INVALID',
    );
    const { email } = await t.userClient();
    await t.client().auth.forgotPassword(email);
    const error = await expectAppError(
      t.client().auth.resetPassword({ token: await resetTokenFor(email), password: '123' }),
      'VALIDATION_FAILED',
    );
    expect(error.fields).toEqual({ password: 'Password must be at least 8 characters long' });
  });
});

describe('me', () => {
  it('updates names and falls back to "User" without one', async () => {
    const { client, userId } = await t.userClient();
    expect((await client.me.update({ firstName: 'Zoe' })).displayName).toMatch(/^Zoe User/);
    await t.db.knex('profiles').where('id', userId).update({ first_name: null, last_name: null });
    expect((await client.me.get()).displayName).toBe('User');
    const error = await expectAppError(client.me.update({ lastName: ' ' }), 'VALIDATION_FAILED');
    expect(error.fields).toEqual({ lastName: 'Last name is required' });
  });

  it('changes the password with the current one and signs out the other sessions', async () => {
    const { client, email, password } = await t.userClient();
    const other = t.client();
    await other.auth.login({ email, password });
    await expectAppError(
      client.me.changePassword({ currentPassword: 'not-it', newPassword: 'changed-pass' }),
      'CURRENT_PASSWORD_INCORRECT',
      'Current password is incorrect',
    );
    const invalid = await expectAppError(
      client.me.changePassword({ currentPassword: password, newPassword: '123' }),
      'VALIDATION_FAILED',
    );
    expect(invalid.fields).toEqual({ newPassword: 'Password must be at least 8 characters long' });
    await client.me.changePassword({ currentPassword: password, newPassword: 'changed-pass' });
    await client.me.get();
    await expectAppError(other.me.get(), 'SESSION_EXPIRED');
    await t.client().auth.login({ email, password: 'changed-pass' });
  });

  it('needs a signed-in user', async () => {
    await expectAppError(t.client().me.get(), 'UNAUTHENTICATED', 'User not authenticated');
  });
});

describe('sessions', () => {
  it('lists live sessions with the current one marked, and revokes one', async () => {
    const { client, email, password } = await t.userClient();
    const other = t.client();
    await other.auth.login({ email, password });
    const { items } = await client.sessions.list();
    expect(items).toHaveLength(2);
    expect(items.filter((s) => s.current)).toHaveLength(1);
    const otherSession = items.find((s) => !s.current);
    await client.sessions.revoke(otherSession?.id ?? '');
    await expectAppError(other.me.get(), 'SESSION_EXPIRED');
    expect((await client.sessions.list()).items).toHaveLength(1);
  });

  it("answers 404 for someone else's session and for unknown ids", async () => {
    const alice = await t.userClient();
    const bob = await t.userClient();
    const [bobSession] = (await bob.client.sessions.list()).items;
    await expectAppError(
      alice.client.sessions.revoke(bobSession?.id ?? ''),
      'SESSION_NOT_FOUND',
      'Session not found',
    );
    await expectAppError(
      alice.client.sessions.revoke('00000000-0000-4000-8000-000000000000'),
      'SESSION_NOT_FOUND',
    );
    await expectAppError(alice.client.sessions.revoke('not-a-uuid'), 'VALIDATION_FAILED');
    await bob.client.me.get();
  });
});
