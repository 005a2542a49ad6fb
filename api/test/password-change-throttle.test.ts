import { type CredentialStore, memoryStore } from '@tradesim/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRateLimits } from '../src/config.js';
import { expectAppError } from './support/errors.js';
import { addressPool, clientFrom as forwardedClient } from './support/forwarded-client.js';
import { mailedInviteToken, staffPassword } from './support/staff.js';
import { startTestServer, type TestServer } from './support/test-server.js';

let t: TestServer;
const limits = { ...defaultRateLimits, registerPerIp: 1_000, passwordChangePerIp: 20 };

beforeAll(async () => {
  t = await startTestServer({
    testClock: true,
    // Clients name their address in X-Forwarded-For, as behind one reverse proxy.
    env: { TRUST_PROXY: '1' },
    config: { rateLimits: limits, passwordHashing: { memoryCost: 1024, timeCost: 1 } },
  });
});
afterAll(async () => {
  await t.close();
});

let counter = 0;
/** A fresh client address, never used by another test. */
const newAddress = addressPool();
/** A client whose requests come from `ip`; clients sharing a store share its session. */
const clientFrom = (ip: string, store: CredentialStore) => forwardedClient(t, ip, store);

/**
 * Someone signed in from `ip`, a user or a staff member, and how they change their password:
 * from that address unless told another.
 */
interface Account {
  password: string;
  change(currentPassword: string, newPassword: string, from?: string): Promise<void>;
}

async function userFrom(ip: string): Promise<Account> {
  counter += 1;
  const store = memoryStore();
  const password = 'first-password-1';
  const email = `throttle${counter}@example.test`;
  await clientFrom(ip, store).auth.register({ email, password, firstName: 'T', lastName: 'U' });
  return {
    password,
    change: (currentPassword, newPassword, from = ip) =>
      clientFrom(from, store).me.changePassword({ currentPassword, newPassword }),
  };
}

async function staffFrom(ip: string): Promise<Account> {
  counter += 1;
  const store = memoryStore();
  const email = `throttle-staff${counter}@tradesim.test`;
  await (await t.adminClient()).admin.staff.invite({ email, firstName: 'T', lastName: 'S', role: 'support' });
  const token = await mailedInviteToken(t, email);
  await clientFrom(ip, store).admin.auth.acceptInvite({ token, password: staffPassword });
  return {
    password: staffPassword,
    change: (currentPassword, newPassword, from = ip) =>
      clientFrom(from, store).admin.auth.changePassword({ currentPassword, newPassword }),
  };
}

async function failChanges(account: Account, count: number) {
  for (let i = 0; i < count; i++)
    await expectAppError(
      account.change('not-the-password', 'a-fresh-password-9'),
      'CURRENT_PASSWORD_INCORRECT',
    );
}

async function expectRateLimited(call: Promise<unknown>) {
  const error = await expectAppError(call, 'RATE_LIMITED');
  expect(error.status).toBe(429);
  // Retry-After, as the SDK read it: until the 15-minute window of the first failure ends.
  expect(error.retryAfterSeconds).toBeGreaterThan(0);
  expect(error.retryAfterSeconds).toBeLessThanOrEqual(limits.windowMs / 1000);
}

describe.each([
  ['a user', userFrom],
  ['a staff member', staffFrom],
])('password change by %s', (_, accountFrom) => {
  it('refuses the 11th attempt after 10 wrong current passwords, right or wrong, until the window ends', async () => {
    const account = await accountFrom(newAddress());
    await failChanges(account, limits.passwordChangePerAccount);
    await expectRateLimited(account.change('not-the-password', 'a-fresh-password-9'));
    // Not from another address either: the limit is the account's.
    await expectRateLimited(account.change(account.password, 'a-fresh-password-9', newAddress()));
    t.server.ctx.clock.advance(limits.windowMs);
    await account.change(account.password, 'a-fresh-password-9');
  });
});

describe('password change limits', () => {
  it('counts a right current password only as itself: the failures before it stay counted', async () => {
    const account = await userFrom(newAddress());
    await failChanges(account, 5);
    await account.change(account.password, 'second-password-2');
    await failChanges(account, 5);
    await expectRateLimited(account.change('second-password-2', 'third-password-3'));
    t.server.ctx.clock.advance(limits.windowMs);
    await account.change('second-password-2', 'third-password-3');
  });

  it('refuses an address after its wrong current passwords, whichever accounts they were for', async () => {
    const ip = newAddress();
    const [user, member, third] = [await userFrom(ip), await staffFrom(ip), await userFrom(ip)];
    await failChanges(user, limits.passwordChangePerAccount);
    await failChanges(member, limits.passwordChangePerIp - limits.passwordChangePerAccount);
    await expectRateLimited(third.change(third.password, 'a-fresh-password-9'));
    // The accounts are not locked: from another address the third changes its password.
    await third.change(third.password, 'a-fresh-password-9', newAddress());
    t.server.ctx.clock.advance(limits.windowMs);
    await user.change(user.password, 'a-fresh-password-9');
  });
});
