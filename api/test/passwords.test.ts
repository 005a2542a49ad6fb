import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRateLimits } from '../src/config.js';
import { expectAppError } from './support/errors.js';
import { getJson, readJson } from './support/http.js';
import { passwordForms } from './support/password-forms.js';
import { inviteStaffMember } from './support/staff.js';
import { startTestServer, type TestServer } from './support/test-server.js';

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer({
    config: {
      rateLimits: { ...defaultRateLimits, registerPerIp: 1_000, resetPerIp: 1_000 },
      passwordHashing: { memoryCost: 1024, timeCost: 1 },
    },
  });
});
afterAll(async () => {
  await t.close();
});

const tooShort = {
  user: 'Password must be at least 8 characters long',
  staff: 'Password must be at least 12 characters long',
};
const tooLong = 'Password must be at most 128 characters long';
const tooCommon = 'This password is too common. Choose one that is harder to guess';
const minLength = { user: 8, staff: 12 };

/** A 422 VALIDATION_FAILED naming only the password's field, with the rule's message. */
async function expectRefused(call: Promise<unknown>, field: string, message: string) {
  const error = await expectAppError(call, 'VALIDATION_FAILED', message);
  expect(error.status).toBe(422);
  expect(error.fields).toEqual({ [field]: message });
}

describe.each(passwordForms)('$name ($kind rule)', ({ kind, field, prepare }) => {
  it('refuses a password one character short of the minimum, and changes nothing', async () => {
    const attempt = await prepare(t);
    const short = 'k7#mQ2v9xW4p'.slice(0, minLength[kind] - 1);
    await expectRefused(attempt.set(short), field, tooShort[kind]);
    await attempt.unchanged();
  });

  it('refuses common passwords in any case, one character repeated, and the account’s own email', async () => {
    const attempt = await prepare(t);
    for (const common of ['password1234', 'QWERTYUIOP12', '123456789012', 'z'.repeat(20), attempt.email])
      await expectRefused(attempt.set(common), field, tooCommon);
    await expectRefused(attempt.set(attempt.email.slice(0, attempt.email.indexOf('@'))), field, tooCommon);
    await attempt.unchanged();
  });

  it('refuses 129 characters, then takes 128', async () => {
    const attempt = await prepare(t);
    await expectRefused(attempt.set(`${'k7#mQ2v9'.repeat(16)}x`), field, tooLong);
    await attempt.unchanged();
    const longest = 'k7#mQ2v9'.repeat(16);
    await attempt.set(longest);
    await attempt.signsInWith(longest);
  });

  it('takes a good password', async () => {
    const attempt = await prepare(t);
    const good = 'amber-walrus-lantern';
    await attempt.set(good);
    await attempt.signsInWith(good);
  });
});

describe('what the rules leave as it was', () => {
  it('answers a missing or mistyped password with 400, as before', async () => {
    const response = await fetch(`${t.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'pw-empty@example.test', password: '', firstName: 'A', lastName: 'B' }),
    });
    expect(response.status).toBe(400);
    expect(await readJson(response)).toMatchObject({
      error: { code: 'VALIDATION_FAILED', fields: { password: 'Password is required' } },
    });
    const user = await t.userClient({ password: 'first-password-1' });
    const mistyped = { currentPassword: user.password, newPassword: 123456789012 as unknown as string };
    expect((await expectAppError(user.client.me.changePassword(mistyped), 'VALIDATION_FAILED')).status).toBe(
      400,
    );
  });

  it('signs users and staff in with passwords set before the rules, however short or common', async () => {
    const user = await t.userClient({ password: 'first-password-1' });
    const member = await inviteStaffMember(t, await t.adminClient(), 'support');
    const oldHash = await t.server.ctx.passwords.hash('secret1');
    await t.db
      .knex('credentials')
      .whereIn('user_id', [user.userId, member.id])
      .update({ password_hash: oldHash });
    await t.client().auth.login({ email: user.email, password: 'secret1' });
    await t.client().admin.auth.login({ email: member.email, password: 'secret1' });
  });

  it('documents the 422 on every route that sets a password', async () => {
    const document = await getJson(`${t.url}/api/openapi.json`);
    for (const path of [
      '/api/auth/register',
      '/api/auth/reset-password',
      '/api/me/password',
      '/api/admin/auth/password',
      '/api/admin/auth/accept-invite',
    ])
      expect(document.paths[path].post.responses['422']?.description, path).toContain('VALIDATION_FAILED');
  });
});
