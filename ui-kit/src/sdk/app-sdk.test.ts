import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppSdk, refreshLockFor } from './app-sdk.js';

const adminSessionKey = 'tradesim.admin-session';
const admin = { token: 'admin-token', expiresAt: '2099-01-01T00:00:00.000Z' };
const body = { error: { code: 'ADMIN_SESSION_INVALID', message: 'Invalid or expired session' } };

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

function adminSdk() {
  return createAppSdk({
    kind: 'admin',
    storageKey: adminSessionKey,
    baseUrl: 'http://api.test',
    storage: localStorage,
  });
}

describe('an app’s SDK', () => {
  it('tells its listeners when the server ends the app’s session, and forgets it', async () => {
    localStorage.setItem(adminSessionKey, JSON.stringify({ admin }));
    const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status: 401 }));
    vi.stubGlobal('fetch', fetch);
    const sdk = adminSdk();
    const listener = vi.fn();
    sdk.onSignedOut(listener);
    await expect(sdk.client.admin.auth.session()).rejects.toThrow('Invalid or expired session');
    expect(fetch).toHaveBeenCalledWith(
      'http://api.test/api/admin/auth/session',
      expect.objectContaining({ headers: expect.objectContaining({ authorization: 'Bearer admin-token' }) }),
    );
    expect(listener).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(adminSessionKey)).toBeNull();
  });

  it('stops telling a listener that unsubscribed', async () => {
    localStorage.setItem(adminSessionKey, JSON.stringify({ admin }));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(body), { status: 401 })),
    );
    const sdk = adminSdk();
    const listener = vi.fn();
    sdk.onSignedOut(listener)();
    await expect(sdk.client.admin.dashboard()).rejects.toThrow();
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('the refresh lock', () => {
  it('runs a refresh inside the Web Lock named after the session key, and returns its result', async () => {
    const requests: string[] = [];
    const locks = {
      request: async (name: string, options: LockOptions, run: () => Promise<unknown>) => {
        requests.push(`${name}:${options.mode}`);
        return run();
      },
    } as unknown as LockManager;
    const lock = refreshLockFor(locks, 'tradesim.session.refresh');
    expect(await lock?.(async () => 'refreshed')).toBe('refreshed');
    expect(requests).toEqual(['tradesim.session.refresh:exclusive']);
  });

  it('is absent where the browser has no Web Locks', () => {
    expect(refreshLockFor(undefined, 'tradesim.session.refresh')).toBeUndefined();
  });
});
