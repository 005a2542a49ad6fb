import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppSdk } from '../lib/sdk.js';
import { userSessionKey } from '../lib/session-key.js';
import { startEarlyRequests } from './early-requests.js';
import { pages } from './pages.js';
import { readScreen } from './screen-reads.js';

const origin = 'http://tradesim.test';
const now = Date.parse('2026-11-26T12:00:00.000Z');
const session = (expiresAt: string) => ({
  user: { accessToken: 'access-1', refreshToken: 'refresh-1', expiresAt },
});

/** A network that answers every address with its own JSON and remembers what it was asked. */
function fakeNetwork() {
  const calls: { url: string; method: string; authorization: string | null }[] = [];
  const fetch = (async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = String(input);
    calls.push({
      url,
      method: init.method ?? 'GET',
      authorization: new Headers(init.headers).get('authorization'),
    });
    return new Response(JSON.stringify({ url }), { headers: { 'content-type': 'application/json' } });
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

afterEach(() => localStorage.clear());

describe('startEarlyRequests', () => {
  it('reads the dashboard and its frame at once, with the saved token', () => {
    localStorage.setItem(userSessionKey, JSON.stringify(session('2026-11-26T12:15:00.000Z')));
    const network = fakeNetwork();
    const early = startEarlyRequests(pages.Dashboard, { fetch: network.fetch, now: () => now, origin });
    expect(early.started).toBe(true);
    expect(network.calls.map((call) => call.url.replace(origin, ''))).toEqual([
      '/api/me',
      '/api/notifications',
      '/api/assets?sort=name&order=asc',
      '/api/me/portfolio/history?range=1d',
      '/api/investments?view=active',
      '/api/assets?type=crypto',
    ]);
    expect(new Set(network.calls.map((call) => call.authorization))).toEqual(new Set(['Bearer access-1']));
  });

  it('hands each early answer to the SDK once, at the address the SDK writes', async () => {
    // Far from expiry on the SDK's clock too (it reads the real one), so it never refreshes here.
    localStorage.setItem(userSessionKey, JSON.stringify(session('2099-01-01T00:00:00.000Z')));
    const network = fakeNetwork();
    const { fetch } = startEarlyRequests(pages.Dashboard, { fetch: network.fetch, now: () => now, origin });
    const { client } = createAppSdk({ storage: localStorage, fetch, baseUrl: origin });
    const early = network.calls.length;
    // The dashboard's reads as the app makes them before its first render (screen-reads.ts):
    // every one answered by an early request, none sent again.
    const cache = new QueryClient();
    await readScreen(pages.Dashboard, cache, client);
    expect(network.calls).toHaveLength(early);
    // Settled, one per early request (the fake's answers are no valid lists, so some failed).
    const queries = cache.getQueryCache().getAll();
    expect(queries).toHaveLength(early);
    expect(queries.filter((query) => query.state.status === 'pending')).toEqual([]);
    // A second read of the same address goes to the network: an early answer is used once.
    await client.me.get();
    expect(network.calls).toHaveLength(early + 1);
  });

  it('starts nothing signed out, on a guest screen, or with a token about to be refreshed', () => {
    const network = fakeNetwork();
    const signedOut = startEarlyRequests(pages.Dashboard, { fetch: network.fetch, now: () => now, origin });
    localStorage.setItem(userSessionKey, JSON.stringify(session('2026-11-26T12:15:00.000Z')));
    startEarlyRequests(pages.Login, { fetch: network.fetch, now: () => now, origin });
    localStorage.setItem(userSessionKey, JSON.stringify(session('2026-11-26T12:00:20.000Z')));
    startEarlyRequests(pages.Dashboard, { fetch: network.fetch, now: () => now, origin });
    expect(network.calls).toEqual([]);
    expect(signedOut.started).toBe(false);
  });

  it('does not hand an early answer to another token, another method, or after ten seconds', async () => {
    localStorage.setItem(userSessionKey, JSON.stringify(session('2026-11-26T12:15:00.000Z')));
    const network = fakeNetwork();
    let clock = now;
    const { fetch } = startEarlyRequests(pages.Dashboard, { fetch: network.fetch, now: () => clock, origin });
    const early = network.calls.length;
    await fetch(`${origin}/api/me`, { headers: { authorization: 'Bearer access-2' } });
    await fetch(`${origin}/api/notifications`, {
      method: 'POST',
      headers: { authorization: 'Bearer access-1' },
    });
    clock += 10_000;
    await fetch(`${origin}/api/assets?type=crypto`, { headers: { authorization: 'Bearer access-1' } });
    expect(network.calls.slice(early).map((call) => [call.url.replace(origin, ''), call.method])).toEqual([
      ['/api/me', 'GET'],
      ['/api/notifications', 'POST'],
      ['/api/assets?type=crypto', 'GET'],
    ]);
  });
});
