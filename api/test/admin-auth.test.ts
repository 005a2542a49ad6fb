import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../src/modules/auth/tokens.js';
import { expectAppError } from './support/errors.js';
import { adminCredentials, startTestServer, type TestServer } from './support/test-server.js';

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer({ testClock: true });
});
afterAll(async () => {
  await t.close();
});

describe('admin login', () => {
  it('signs an admin in for 24 hours', async () => {
    const client = t.client();
    const { admin, session } = await client.admin.auth.login(adminCredentials);
    expect(admin).toMatchObject({ email: adminCredentials.email, firstName: 'Admin' });
    expect(session.token).toMatch(/^tsa_/);
    const hours = (Date.parse(session.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    expect((await client.admin.auth.session()).admin.id).toBe(admin.id);
  });

  it('refuses a regular user with the spec message', async () => {
    const { email, password } = await t.userClient();
    await expectAppError(
      t.client().admin.auth.login({ email, password }),
      'ADMIN_REQUIRED',
      'Access denied. Admin privileges required.',
    );
  });

  it('refuses a wrong password and malformed input', async () => {
    await expectAppError(
      t.client().admin.auth.login({ email: adminCredentials.email, password: 'nope-nope' }),
      'INVALID_CREDENTIALS',
    );
    const error = await expectAppError(
      t.client().admin.auth.login({ email: 'admin', password: '' }),
      'VALIDATION_FAILED',
    );
    expect(error.fields).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password is required',
    });
  });
});

describe('admin session', () => {
  it('answers 401 "Invalid or expired session" without a valid admin token', async () => {
    await expectAppError(
      t.client().admin.auth.session(),
      'ADMIN_SESSION_INVALID',
      'Invalid or expired session',
    );
    await expectAppError(t.clientWithToken('tsa_forged').admin.auth.session(), 'ADMIN_SESSION_INVALID');
  });

  it('answers 403 to a signed-in regular user', async () => {
    const { client } = await t.userClient();
    await expectAppError(
      t.clientWithToken(client.credentials().user?.accessToken).admin.auth.session(),
      'ADMIN_REQUIRED',
      'Access denied. Admin privileges required.',
    );
  });

  it('expires after 24 hours unless refreshed, and a refresh adds 24 hours from now', async () => {
    const idle = await t.adminClient();
    const active = await t.adminClient();
    const clock = await t.adminClient();
    await clock.admin.testClock.advance(20 * 3_600_000);
    const { session } = await active.admin.auth.refresh();
    const { now } = await clock.admin.testClock.get();
    expect(Date.parse(session.expiresAt) - Date.parse(now)).toBeGreaterThan(23.9 * 3_600_000);
    await clock.admin.auth.refresh();
    await clock.admin.testClock.advance(5 * 3_600_000);
    await expectAppError(idle.admin.auth.session(), 'ADMIN_SESSION_INVALID', 'Invalid or expired session');
    expect(idle.credentials().admin).toBeNull();
    await active.admin.auth.session();
  });

  it('signs out by deleting the session record', async () => {
    const client = await t.adminClient();
    const token = client.credentials().admin?.token;
    await client.admin.auth.logout();
    expect(client.credentials().admin).toBeNull();
    await expectAppError(t.clientWithToken(token).admin.auth.session(), 'ADMIN_SESSION_INVALID');
    const left = await t.db
      .knex('sessions')
      .where('token_hash', hashToken(token ?? ''))
      .count<{ count: number }[]>('* as count');
    expect(Number(left[0]?.count)).toBe(0);
  });

  it('answers "Admin profile not found" once the profile is no longer an admin', async () => {
    const client = await t.adminClient();
    const { admin } = await client.admin.auth.session();
    await t.db.knex('profiles').where('id', admin.id).update({ user_type: 'regular', staff_role: null });
    try {
      await expectAppError(client.admin.auth.session(), 'ADMIN_PROFILE_NOT_FOUND', 'Admin profile not found');
    } finally {
      await t.db.knex('profiles').where('id', admin.id).update({ user_type: 'admin', staff_role: 'owner' });
    }
  });

  it('keeps the test clock to admins', async () => {
    const { client } = await t.userClient();
    await expectAppError(
      t.clientWithToken(client.credentials().user?.accessToken).admin.testClock.advance(1000),
      'ADMIN_REQUIRED',
    );
  });
});
