import { AppError } from '@tradesim/core';
import { describe, expect, it } from 'vitest';
import { createClient } from './client.js';
import { memoryStore } from './credentials.js';

const withdrawal = { amount: '25.00', walletAddress: 'TXYZ' };
const created = { id: 'w-1', amount: '25.00' };

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

const failure = (status: number, code: string) => json(status, { error: { code, message: code } });

/** A server scripted answer by answer; records the key of every attempt and every wait. */
function scripted(answers: (() => Response)[]) {
  const keys: (string | null)[] = [];
  const waits: number[] = [];
  let clock = 0;
  const client = createClient({
    baseUrl: 'http://api',
    store: memoryStore({
      user: { accessToken: 'a', refreshToken: 'r', expiresAt: '2100-01-01T00:00:00.000Z' },
    }),
    now: () => clock,
    sleep: async (ms) => {
      waits.push(ms);
      clock += ms;
    },
    fetch: (async (_input: string | URL | Request, init: RequestInit = {}) => {
      keys.push(new Headers(init.headers).get('idempotency-key'));
      const next = answers.shift();
      if (!next) throw new Error('the script ran out of answers');
      return next();
    }) as typeof fetch,
  });
  return { client, keys, waits };
}

const networkDown = () => {
  throw new TypeError('fetch failed');
};

describe('keyed calls retry with the same Idempotency-Key', () => {
  it('after network failures and a 503, until the answer arrives', async () => {
    const { client, keys, waits } = scripted([
      networkDown,
      () => failure(503, 'SERVICE_UNAVAILABLE'),
      networkDown,
      () => json(201, created, { 'idempotent-replayed': 'true' }),
    ]);
    expect(await client.wallet.withdraw(withdrawal, { idempotencyKey: 'k-1' })).toEqual(created);
    expect(keys).toEqual(['k-1', 'k-1', 'k-1', 'k-1']);
    expect(waits).toEqual([250, 500, 1000]);
  });

  it('makes one key per call when none is given, and keeps it across its retries', async () => {
    const { client, keys } = scripted([networkDown, () => json(201, created)]);
    await client.wallet.withdraw(withdrawal);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('waits as long as Retry-After says while the key is in use', async () => {
    const { client, waits } = scripted([
      () => json(409, { error: { code: 'IDEMPOTENCY_KEY_IN_USE', message: 'busy' } }, { 'retry-after': '3' }),
      () => json(201, created),
    ]);
    await client.wallet.withdraw(withdrawal, { idempotencyKey: 'k-2' });
    expect(waits).toEqual([3000]);
  });

  it('never retries a refusal: it is the answer', async () => {
    const { client, keys } = scripted([() => failure(422, 'INSUFFICIENT_BALANCE')]);
    await expect(client.wallet.withdraw(withdrawal, { idempotencyKey: 'k-3' })).rejects.toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
    });
    expect(keys).toHaveLength(1);
  });

  it('gives up when the budget runs out, with the last failure', async () => {
    const { client, keys, waits } = scripted(
      Array.from({ length: 20 }, () => () => failure(503, 'SERVICE_UNAVAILABLE')),
    );
    const error = await client.wallet
      .withdraw(withdrawal, { idempotencyKey: 'k-4' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    // 250 + 500 + 1000 + 2000 + 4000 × 6 = 27,750 ms; another 4 s would pass the 30 s budget.
    expect(waits).toEqual([250, 500, 1000, 2000, 4000, 4000, 4000, 4000, 4000, 4000]);
    expect(keys).toHaveLength(11);
  });

  it('does not retry calls without a key (reads, sign-in)', async () => {
    const { client, keys } = scripted([() => failure(503, 'SERVICE_UNAVAILABLE')]);
    await expect(client.wallet.transactions.list()).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect(keys).toEqual([null]);
  });
});
