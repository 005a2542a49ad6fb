import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRateLimits } from '../src/config.js';
import { resetTokenTtlMs } from '../src/modules/auth/tokens.js';
import { controlledSleep } from './support/controlled-sleep.js';
import { expectAppError } from './support/errors.js';
import { addressPool, clientFrom as forwardedClient } from './support/forwarded-client.js';
import { readJson } from './support/http.js';
import { adminCredentials, startTestServer, type TestServer } from './support/test-server.js';

let t: TestServer;
const sleeper = controlledSleep();
const limits = { ...defaultRateLimits, loginPerIp: 20, registerPerIp: 1_000 };

beforeAll(async () => {
  t = await startTestServer({
    testClock: true,
    // Clients name their address in X-Forwarded-For, as behind one reverse proxy.
    env: { TRUST_PROXY: '1' },
    sleep: sleeper.sleep,
    config: { rateLimits: limits, passwordHashing: { memoryCost: 1024, timeCost: 1 } },
  });
});
afterAll(async () => {
  await t.close();
});

/** A fresh client address, never used by another test. */
const newAddress = addressPool();
/** An SDK client whose requests come from `ip` (through the trusted proxy). */
const clientFrom = (ip: string) => forwardedClient(t, ip);

const wrong = (email: string) => ({ email, password: 'not-the-password' });

/** `count` wrong passwords on `email`, from `ip`. */
async function failSignIns(email: string, ip: string, count: number) {
  for (let i = 0; i < count; i++)
    await expectAppError(clientFrom(ip).auth.login(wrong(email)), 'INVALID_CREDENTIALS');
}

/** The delays asked for while `work` ran. */
async function delaysDuring(work: () => Promise<unknown>): Promise<number[]> {
  const before = sleeper.delays.length;
  await work();
  return sleeper.delays.slice(before);
}

describe('sign-in: nobody can lock another user out', () => {
  it('lets the owner in with the right password after attackers from other addresses failed on it', async () => {
    const owner = await t.userClient();
    const attackers = [newAddress(), newAddress(), newAddress(), newAddress()];
    for (const ip of attackers) {
      await failSignIns(owner.email, ip, limits.loginPerIpEmail);
      await expectAppError(clientFrom(ip).auth.login(wrong(owner.email)), 'RATE_LIMITED');
    }
    const delays = await delaysDuring(() =>
      clientFrom(newAddress()).auth.login({ email: owner.email, password: owner.password }),
    );
    expect(delays).toEqual([limits.loginDelayMaxMs]);
  });

  it('delays attempts on an email that keeps failing, doubling the delay up to a cap', async () => {
    const owner = await t.userClient();
    const delays = await delaysDuring(async () => {
      for (let i = 0; i < 11; i++) await failSignIns(owner.email, newAddress(), 1);
    });
    // Five free failures, then 250 ms doubling, capped at 3 s.
    expect(delays).toEqual([250, 500, 1000, 2000, 3000, 3000]);
    expect(Math.max(...delays)).toBe(limits.loginDelayMaxMs);
    // A right password waits too (so waiting reveals nothing), then stops counting.
    const signIn = () =>
      clientFrom(newAddress()).auth.login({ email: owner.email, password: owner.password });
    expect(await delaysDuring(signIn)).toEqual([3000]);
    expect(await delaysDuring(signIn)).toEqual([3000]);
    // The window passes: the email starts again with free attempts.
    t.server.ctx.clock.advance(limits.windowMs);
    expect(await delaysDuring(signIn)).toEqual([]);
  });

  it('does not count right passwords: the owner signs in again and again without delay', async () => {
    const owner = await t.userClient();
    const ip = newAddress();
    const delays = await delaysDuring(async () => {
      for (let i = 0; i < limits.loginPerIpEmail + 2; i++)
        await clientFrom(ip).auth.login({ email: owner.email, password: owner.password });
    });
    expect(delays).toEqual([]);
  });
});

describe('sign-in: hard limits answer 429 with Retry-After', () => {
  it('refuses an address after its attempts per window, right or wrong, and no other address', async () => {
    const ip = newAddress();
    for (let i = 0; i < limits.loginPerIp; i++)
      await expectAppError(
        clientFrom(ip).auth.login(wrong(`nobody${i}@example.test`)),
        'INVALID_CREDENTIALS',
      );
    const owner = await t.userClient();
    const response = await rawSignIn(ip, { email: owner.email, password: owner.password });
    expect(response.status).toBe(429);
    expect(await readJson(response)).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    const retryAfter = Number(response.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(limits.windowMs / 1000);
    await clientFrom(newAddress()).auth.login({ email: owner.email, password: owner.password });
    t.server.ctx.clock.advance(retryAfter * 1000);
    await clientFrom(ip).auth.login({ email: owner.email, password: owner.password });
  });

  it('refuses an address that keeps failing on one email, for that email only', async () => {
    const owner = await t.userClient();
    const ip = newAddress();
    await failSignIns(owner.email, ip, limits.loginPerIpEmail);
    const limited = await expectAppError(clientFrom(ip).auth.login(wrong(owner.email)), 'RATE_LIMITED');
    expect(limited.message).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
    expect(limited.retryAfterSeconds).toBeGreaterThan(0);
    expect(limited.retryAfterSeconds).toBeLessThanOrEqual(limits.windowMs / 1000);
    const response = await rawSignIn(ip, wrong(owner.email));
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBe(limited.retryAfterSeconds);
    await expectAppError(clientFrom(ip).auth.login(wrong('other@example.test')), 'INVALID_CREDENTIALS');
    await clientFrom(newAddress()).auth.login({ email: owner.email, password: owner.password });
  });

  it('counts every attempt before it waits, so a flood from one address holds few requests', async () => {
    const owner = await t.userClient();
    for (let i = 0; i < limits.loginSlowdownAfter; i++) await failSignIns(owner.email, newAddress(), 1);
    const ip = newAddress();
    const size = 3 * limits.loginPerIpEmail;
    let refused = 0;
    let check = () => {};
    // Every request of the flood is either refused or waiting (none has finished waiting yet).
    const accounted = new Promise<void>((resolve) => {
      check = () => {
        if (refused + sleeper.heldCount() === size) resolve();
      };
    });
    sleeper.hold(() => check());
    const flood = Array.from({ length: size }, () =>
      clientFrom(ip)
        .auth.login(wrong(owner.email))
        .then(
          () => 'signed in',
          (error: { code: string }) => {
            if (error.code === 'RATE_LIMITED') refused += 1;
            check();
            return error.code;
          },
        ),
    );
    try {
      await accounted;
      // Refused at once while the admitted ones still wait: at most the per-IP-and-email allowance waits.
      expect(sleeper.heldCount()).toBe(limits.loginPerIpEmail);
    } finally {
      sleeper.release();
    }
    const outcomes = await Promise.all(flood);
    expect(outcomes.filter((code) => code === 'INVALID_CREDENTIALS')).toHaveLength(limits.loginPerIpEmail);
  });
});

describe('admin sign-in', () => {
  it('is throttled the same way, sharing the counts of the user sign-in', async () => {
    for (const ip of [newAddress(), newAddress()]) {
      await failSignIns(adminCredentials.email, ip, limits.loginPerIpEmail - 1);
      await expectAppError(
        clientFrom(ip).admin.auth.login(wrong(adminCredentials.email)),
        'INVALID_CREDENTIALS',
      );
      await expectAppError(clientFrom(ip).admin.auth.login(wrong(adminCredentials.email)), 'RATE_LIMITED');
    }
    const delays = await delaysDuring(() => clientFrom(newAddress()).admin.auth.login(adminCredentials));
    expect(delays).toEqual([limits.loginDelayMaxMs]);
  });
});

describe('password reset', () => {
  it('keeps sending nothing past the hourly share of an email, but never refuses its owner', async () => {
    const owner = await t.userClient();
    for (const ip of [newAddress(), newAddress()]) {
      for (let i = 0; i < limits.resetPerIpEmail; i++) await clientFrom(ip).auth.forgotPassword(owner.email);
      await expectAppError(clientFrom(ip).auth.forgotPassword(owner.email), 'RATE_LIMITED');
    }
    await clientFrom(newAddress()).auth.forgotPassword(owner.email);
    const mails = await t.db.knex('mail_outbox').where('to_email', owner.email).orderBy('created_at', 'desc');
    expect(mails).toHaveLength(limits.resetMailsPerEmail);
    // The newest mail of the window still works: the owner resets after all.
    const token = decodeURIComponent(/token=([\w-]+)/.exec(mails[0].body)?.[1] ?? '');
    await clientFrom(newAddress()).auth.resetPassword({ token, password: 'a-new-password' });
    await clientFrom(newAddress()).auth.login({ email: owner.email, password: 'a-new-password' });
  });

  it('refuses an address after its requests per hour', async () => {
    const ip = newAddress();
    for (let i = 0; i < limits.resetPerIp; i++)
      await clientFrom(ip).auth.forgotPassword(`nobody${i}@example.test`);
    const response = await fetch(`${t.url}/api/auth/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({ email: 'one-more@example.test' }),
    });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('counts an email over no longer than a reset link lives, so the mails of a full window still work', () => {
    expect(defaultRateLimits.resetWindowMs).toBeLessThanOrEqual(resetTokenTtlMs);
  });
});

function rawSignIn(ip: string, body: { email: string; password: string }) {
  return fetch(`${t.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  });
}
