import { encodeTrc20Address } from '@tradesim/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '../src/clock.js';
import { totpCode } from '../src/modules/mfa/totp.js';
import { expectAppError } from './support/errors.js';
import { adminCredentials, startTestServer, type TestServer } from './support/test-server.js';

const clock = testClock();
let t: TestServer;

beforeAll(async () => {
  t = await startTestServer({ clock });
});
afterAll(async () => {
  await t.close();
});

/** The authenticator's code now; the clock moves on a step first, so each code is a fresh one. */
function freshCode(secret: string): string {
  clock.advance(30_000);
  return totpCode(secret, clock.now());
}

async function enrolledUser() {
  const user = await t.userClient();
  const { secret, otpauthUrl } = await user.client.me.mfa.setup();
  expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/Tradesim:.+\?.*secret=[A-Z2-7]+/);
  const { recoveryCodes } = await user.client.me.mfa.enable(freshCode(secret));
  return { ...user, secret, recoveryCodes };
}

describe('two-step verification for users', () => {
  it('turns on only with a right code from the new secret, and says so on the profile', async () => {
    const { client } = await t.userClient();
    await expectAppError(client.me.mfa.enable('123456'), 'MFA_NOT_SET_UP');
    const { secret } = await client.me.mfa.setup();
    expect((await client.me.get()).mfaEnabled).toBe(false);
    const wrong = String((Number(totpCode(secret, clock.now())) + 1) % 1_000_000).padStart(6, '0');
    const refused = await expectAppError(
      client.me.mfa.enable(wrong),
      'MFA_INVALID',
      'Invalid verification code',
    );
    expect(refused.status).toBe(400);
    const { recoveryCodes } = await client.me.mfa.enable(freshCode(secret));
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{5}-[0-9a-hjkmnp-tv-z]{5}$/);
    expect((await client.me.get()).mfaEnabled).toBe(true);
    await expectAppError(client.me.mfa.setup(), 'MFA_ALREADY_ENABLED');
  });

  it('keeps the secret sealed and the recovery codes hashed in the database', async () => {
    const { userId, secret, recoveryCodes } = await enrolledUser();
    const factor = await t.db.knex('mfa_factors').where('user_id', userId).first();
    expect(factor.secret).not.toContain(secret);
    expect(factor.secret).toMatch(/^v1\./);
    const stored = await t.db.knex('mfa_recovery_codes').where('user_id', userId).pluck('code_hash');
    expect(stored).toHaveLength(10);
    for (const code of recoveryCodes) expect(stored).not.toContain(code);
  });

  it('asks for a code at sign-in, takes each code once, and records the session as two-step', async () => {
    const { email, password, secret, recoveryCodes, userId } = await enrolledUser();
    const anonymous = t.client();
    const missing = await expectAppError(
      anonymous.auth.login({ email, password }),
      'MFA_REQUIRED',
      'Enter the code from your authenticator app',
    );
    expect(missing.status).toBe(401);
    const wrong = await expectAppError(
      anonymous.auth.login({ email, password, code: '000000' }),
      'MFA_INVALID',
    );
    expect(wrong.status).toBe(401);
    // The password still comes first: a wrong one says nothing about the second factor.
    await expectAppError(
      anonymous.auth.login({ email, password: 'wrong-password', code: '000000' }),
      'INVALID_CREDENTIALS',
    );

    const code = freshCode(secret);
    const { user } = await anonymous.auth.login({ email, password, code });
    expect(user.mfaEnabled).toBe(true);
    await expectAppError(t.client().auth.login({ email, password, code }), 'MFA_INVALID');

    const recovery = recoveryCodes[0] ?? '';
    await t.client().auth.login({ email, password, code: ` ${recovery.toUpperCase()} ` });
    await expectAppError(t.client().auth.login({ email, password, code: recovery }), 'MFA_INVALID');

    const sessions = await t.db
      .knex('sessions')
      .where('user_id', userId)
      .orderBy('created_at')
      .pluck('second_factor');
    // The first is the session it was turned on in: the first code proved the factor there too.
    expect(sessions).toEqual([true, true, true]);
  });

  it('lets one of two sign-ins with the same code through', async () => {
    const { email, password, secret } = await enrolledUser();
    const code = freshCode(secret);
    const outcomes = await Promise.allSettled([
      t.client().auth.login({ email, password, code }),
      t.client().auth.login({ email, password, code }),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
  });

  it('needs a current code for a withdrawal, and moves nothing without one', async () => {
    const { client, userId, secret } = await enrolledUser();
    await t.fund(userId, '100.00');
    const walletAddress = encodeTrc20Address(new Uint8Array(20).map((_, i) => i * 7));
    await expectAppError(client.wallet.withdraw({ amount: '20.00', walletAddress }), 'MFA_REQUIRED');
    await expectAppError(
      client.wallet.withdraw({ amount: '20.00', walletAddress, code: '000000' }),
      'MFA_INVALID',
    );
    expect((await client.me.get()).balance).toBe('100.00');
    const withdrawal = await client.wallet.withdraw({
      amount: '20.00',
      walletAddress,
      code: freshCode(secret),
    });
    expect(withdrawal.status).toBe('pending');
    expect((await client.me.get()).balance).toBe('80.00');
  });

  it('gives a withdrawal refused for its balance its code back', async () => {
    const { client, userId, secret } = await enrolledUser();
    await t.fund(userId, '10.00');
    const walletAddress = encodeTrc20Address(new Uint8Array(20).map((_, i) => i * 5));
    const code = freshCode(secret);
    await expectAppError(
      client.wallet.withdraw({ amount: '50.00', walletAddress, code }),
      'INSUFFICIENT_BALANCE',
    );
    await t.fund(userId, '100.00');
    // The refused withdrawal rolled back, its code with it: the same code still works.
    expect((await client.wallet.withdraw({ amount: '50.00', walletAddress, code })).status).toBe('pending');
  });

  it('locks an account’s codes out after ten wrong ones', async () => {
    const { client, secret } = await enrolledUser();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await expectAppError(client.me.mfa.disable('000000'), 'MFA_INVALID');
    }
    await expectAppError(client.me.mfa.disable(freshCode(secret)), 'RATE_LIMITED');
    clock.advance(15 * 60_000);
    await client.me.mfa.disable(freshCode(secret));
    expect((await client.me.get()).mfaEnabled).toBe(false);
  });

  it('gives ten new recovery codes for a current code, and the old ones stop working', async () => {
    const { client, email, password, secret, recoveryCodes } = await enrolledUser();
    await expectAppError(client.me.mfa.regenerateRecoveryCodes('000000'), 'MFA_INVALID');
    const { recoveryCodes: fresh } = await client.me.mfa.regenerateRecoveryCodes(freshCode(secret));
    expect(fresh).toHaveLength(10);
    expect(fresh.filter((code) => recoveryCodes.includes(code))).toEqual([]);
    await expectAppError(t.client().auth.login({ email, password, code: recoveryCodes[0] }), 'MFA_INVALID');
    await t.client().auth.login({ email, password, code: fresh[0] });
  });

  it('turns off with a recovery code, after which the password alone signs in', async () => {
    const { client, email, password, recoveryCodes } = await enrolledUser();
    await client.me.mfa.disable(recoveryCodes[3] ?? '');
    expect((await client.me.get()).mfaEnabled).toBe(false);
    await expectAppError(client.me.mfa.disable('123456'), 'MFA_NOT_ENABLED');
    await t.client().auth.login({ email, password });
    expect(await t.db.knex('mfa_recovery_codes').where('user_id', (await client.me.get()).id)).toEqual([]);
  });
});

describe('two-step verification for staff', () => {
  it('works the same for an admin, whose sign-in then needs a code', async () => {
    const admin = await t.adminClient();
    // The first owner enrols directly while no owner has a factor (anyone else needs a mailed link).
    const setup = await admin.admin.auth.mfa.setup();
    if (!('secret' in setup)) throw new Error('the first owner enrols directly');
    const { secret } = setup;
    const { recoveryCodes } = await admin.admin.auth.mfa.enable(freshCode(secret));
    try {
      await expectAppError(t.client().admin.auth.login(adminCredentials), 'MFA_REQUIRED');
      await expectAppError(
        t.client().admin.auth.login({ ...adminCredentials, code: '000000' }),
        'MFA_INVALID',
      );
      const signedIn = t.client();
      await signedIn.admin.auth.login({ ...adminCredentials, code: freshCode(secret) });
      await signedIn.admin.auth.session();
      const latest = await t.db.knex('sessions').where('kind', 'admin').orderBy('created_at', 'desc').first();
      expect(latest.second_factor).toBe(true);
    } finally {
      await admin.admin.auth.mfa.disable(recoveryCodes[0] ?? '');
    }
    await t.client().admin.auth.login(adminCredentials);
  });
});
