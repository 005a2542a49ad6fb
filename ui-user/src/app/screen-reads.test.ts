import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../lib/query-keys.js';
import { createAppSdk } from '../lib/sdk.js';
import { pages } from './pages.js';
import { readScreen } from './screen-reads.js';

const origin = 'http://tradesim.test';

/** A network that never answers, and counts what it was asked. */
function silentNetwork() {
  const asked: string[] = [];
  const fetch = ((input: string | URL | Request) => {
    asked.push(String(input).replace(origin, ''));
    return new Promise<Response>(() => undefined);
  }) as typeof globalThis.fetch;
  return { fetch, asked };
}

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('readScreen', () => {
  it('stops waiting after its limit: the screen then draws what it has', async () => {
    vi.useFakeTimers();
    const network = silentNetwork();
    const { client } = createAppSdk({ storage: localStorage, fetch: network.fetch, baseUrl: origin });
    const cache = new QueryClient();
    let done = false;
    const reading = readScreen(pages.Dashboard, cache, client, 1_000).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await reading;
    expect(done).toBe(true);
    expect(network.asked).toContain('/api/me/portfolio/history?range=1d');
    expect(cache.getQueryState(queryKeys.me)?.status).toBe('pending');
  });

  it('reads nothing for a screen signed out users see', async () => {
    const network = silentNetwork();
    const { client } = createAppSdk({ storage: localStorage, fetch: network.fetch, baseUrl: origin });
    await readScreen(pages.Login, new QueryClient(), client);
    expect(network.asked).toEqual([]);
  });
});
