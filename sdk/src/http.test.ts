import { AppError } from '@tradesim/core';
import { describe, expect, it } from 'vitest';
import { createClient } from './client.js';
import { memoryStore } from './credentials.js';

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

function fakeFetch(handler: Handler) {
  const calls: { url: string; method: string; auth: string | null; body: unknown }[] = [];
  const fetchImpl = (async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = String(input);
    const headers = new Headers(init.headers);
    calls.push({
      url,
      method: init.method ?? 'GET',
      auth: headers.get('authorization'),
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    });
    return handler(url, init);
  }) as typeof fetch;
  return { fetchImpl, calls };
}

const session = (n: number, expiresAt = '2100-01-01T00:00:00.000Z') => ({
  accessToken: `access-${n}`,
  refreshToken: `refresh-${n}`,
  expiresAt,
});

describe('errors', () => {
  it('rebuilds the API envelope into the AppError the server threw', async () => {
    const { fetchImpl } = fakeFetch(() =>
      json(
        429,
        {
          error: {
            code: 'RATE_LIMITED',
            message: 'Too many attempts. Please try again in 42 seconds.',
            fields: { email: 'x' },
          },
        },
        { 'retry-after': '42' },
      ),
    );
    const error = await createClient({ baseUrl: 'http://api', fetch: fetchImpl })
      .auth.login({ email: 'a@b.co', password: 'p' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Please try again in 42 seconds.',
      fields: { email: 'x' },
      retryAfterSeconds: 42,
    });
  });

  it('maps an unreadable error and a network failure to catalogue codes', async () => {
    const html = fakeFetch(() => new Response('<h1>Bad gateway</h1>', { status: 502 }));
    await expect(
      createClient({ baseUrl: 'http://api', fetch: html.fetchImpl }).health(),
    ).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    const down = fakeFetch(() => {
      throw new TypeError('fetch failed');
    });
    await expect(
      createClient({ baseUrl: 'http://api', fetch: down.fetchImpl }).health(),
    ).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: 'Cannot reach the Tradesim server. Check your connection and try again.',
    });
  });
});

describe('sessions', () => {
  it('keeps the session from login and sends it as a bearer token', async () => {
    const { fetchImpl, calls } = fakeFetch((url) =>
      url.endsWith('/login') ? json(200, { user: {}, session: session(1) }) : json(200, { id: 'me' }),
    );
    const client = createClient({ baseUrl: 'http://api/', fetch: fetchImpl });
    await client.auth.login({ email: 'a@b.co', password: 'secret1' });
    await client.me.get();
    expect(calls.map((c) => [c.url, c.auth])).toEqual([
      ['http://api/api/auth/login', null],
      ['http://api/api/me', 'Bearer access-1'],
    ]);
  });

  it('refreshes once for many calls whose token expired, then retries them', async () => {
    let refreshes = 0;
    const { fetchImpl, calls } = fakeFetch(async (url, init) => {
      if (url.endsWith('/refresh')) {
        refreshes += 1;
        await new Promise((resolve) => setTimeout(resolve, 5));
        return json(200, { session: session(2) });
      }
      const auth = new Headers(init.headers).get('authorization');
      return auth === 'Bearer access-2'
        ? json(200, { ok: true })
        : json(401, { error: { code: 'SESSION_EXPIRED', message: 'expired' } });
    });
    const store = memoryStore({ user: session(1) });
    const client = createClient({ baseUrl: 'http://api', fetch: fetchImpl, store });
    await Promise.all([client.me.get(), client.me.get(), client.sessions.list()]);
    expect(refreshes).toBe(1);
    expect(store.load().user?.accessToken).toBe('access-2');
    expect(calls.find((c) => c.url.endsWith('/refresh'))?.body).toEqual({ refreshToken: 'refresh-1' });
  });

  it('two clients on one store (two tabs) refresh once between them when they hold the refresh lock', async () => {
    let refreshes = 0;
    const { fetchImpl, calls } = fakeFetch(async (url, init) => {
      if (url.endsWith('/refresh')) {
        refreshes += 1;
        await new Promise((resolve) => setTimeout(resolve, 5));
        const { refreshToken } = JSON.parse(String(init.body)) as { refreshToken: string };
        // The server's rotation: a token works once.
        return refreshToken === 'refresh-1'
          ? json(200, { session: session(2) })
          : json(401, { error: { code: 'REFRESH_TOKEN_REUSED', message: 'reused' } });
      }
      const auth = new Headers(init.headers).get('authorization');
      return auth === 'Bearer access-2'
        ? json(200, { ok: true })
        : json(401, { error: { code: 'SESSION_EXPIRED', message: 'expired' } });
    });
    const store = memoryStore({ user: session(1) });
    let held: Promise<unknown> = Promise.resolve();
    const refreshLock = <T>(run: () => Promise<T>): Promise<T> => {
      const result = held.then(run);
      held = result.catch(() => undefined);
      return result;
    };
    const tabs = [1, 2].map(() =>
      createClient({ baseUrl: 'http://api', fetch: fetchImpl, store, refreshLock }),
    );
    await Promise.all(tabs.map((tab) => tab.me.get()));
    expect(refreshes).toBe(1);
    expect(store.load().user?.refreshToken).toBe('refresh-2');
    expect(calls.filter((c) => c.url.endsWith('/api/me')).map((c) => c.auth)).toEqual([
      'Bearer access-1',
      'Bearer access-1',
      'Bearer access-2',
      'Bearer access-2',
    ]);
  });

  it('sends the User-Agent it was given, and none of its own otherwise', async () => {
    const seen: (string | null)[] = [];
    const fetchImpl: typeof fetch = async (_input, init) => {
      seen.push(new Headers(init?.headers).get('user-agent'));
      return json(200, { ok: true });
    };
    await createClient({ baseUrl: 'http://api', fetch: fetchImpl, userAgent: 'tradesim-cli/9' }).health();
    await createClient({ baseUrl: 'http://api', fetch: fetchImpl }).health();
    expect(seen).toEqual(['tradesim-cli/9', null]);
  });

  it('without the lock, two tabs send one refresh token twice, which the server calls reuse', async () => {
    const { fetchImpl, calls } = fakeFetch((url, init) => {
      if (!url.endsWith('/refresh'))
        return json(401, { error: { code: 'SESSION_EXPIRED', message: 'expired' } });
      const { refreshToken } = JSON.parse(String(init.body)) as { refreshToken: string };
      return refreshToken === 'refresh-1'
        ? json(200, { session: session(2) })
        : json(401, { error: { code: 'REFRESH_TOKEN_REUSED', message: 'reused' } });
    });
    const store = memoryStore({ user: session(1) });
    const tabs = [1, 2].map(() => createClient({ baseUrl: 'http://api', fetch: fetchImpl, store }));
    await Promise.allSettled(tabs.map((tab) => tab.me.get()));
    expect(calls.filter((c) => c.url.endsWith('/refresh')).map((c) => c.body)).toEqual([
      { refreshToken: 'refresh-1' },
      { refreshToken: 'refresh-1' },
    ]);
  });

  it('refreshes before sending when the token is about to expire', async () => {
    const { fetchImpl, calls } = fakeFetch((url) =>
      url.endsWith('/refresh') ? json(200, { session: session(2) }) : json(200, {}),
    );
    const store = memoryStore({ user: session(1, '2026-11-22T08:00:10.000Z') });
    const client = createClient({
      baseUrl: 'http://api',
      fetch: fetchImpl,
      store,
      now: () => Date.parse('2026-11-22T08:00:00.000Z'),
    });
    await client.me.get();
    expect(calls.map((c) => c.url.replace('http://api', ''))).toEqual(['/api/auth/refresh', '/api/me']);
    expect(calls[1]?.auth).toBe('Bearer access-2');
  });

  it('signs out locally when the refresh is refused, and says so', async () => {
    const { fetchImpl } = fakeFetch((url) =>
      url.endsWith('/refresh')
        ? json(401, { error: { code: 'REFRESH_TOKEN_REUSED', message: 'reused' } })
        : json(401, { error: { code: 'SESSION_EXPIRED', message: 'expired' } }),
    );
    const store = memoryStore({ user: session(1) });
    const signedOut: string[] = [];
    const client = createClient({
      baseUrl: 'http://api',
      fetch: fetchImpl,
      store,
      onSignedOut: (kind, error) => signedOut.push(`${kind}:${error.code}`),
    });
    await expect(client.me.get()).rejects.toMatchObject({ code: 'REFRESH_TOKEN_REUSED' });
    expect(store.load().user).toBeNull();
    expect(signedOut).toEqual(['user:REFRESH_TOKEN_REUSED']);
  });

  it('drops an admin session the server no longer knows', async () => {
    const { fetchImpl } = fakeFetch(() =>
      json(401, { error: { code: 'ADMIN_SESSION_INVALID', message: 'Invalid or expired session' } }),
    );
    const store = memoryStore({ admin: { token: 'tsa_x', expiresAt: '2100-01-01T00:00:00.000Z' } });
    await expect(
      createClient({ baseUrl: 'http://api', fetch: fetchImpl, store }).admin.auth.session(),
    ).rejects.toMatchObject({
      message: 'Invalid or expired session',
    });
    expect(store.load().admin).toBeNull();
  });

  it('uses a fixed token for scripts', async () => {
    const { fetchImpl, calls } = fakeFetch(() => json(200, {}));
    await createClient({ baseUrl: 'http://api', fetch: fetchImpl, token: 'tsa_script' }).admin.auth.session();
    expect(calls[0]?.auth).toBe('Bearer tsa_script');
  });
});
