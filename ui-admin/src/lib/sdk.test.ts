import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminSessionKey, createAppSdk, localStorageStore } from './sdk.js';

const admin = { token: 'admin-token', expiresAt: '2099-01-01T00:00:00.000Z' };
const user = { accessToken: 'a', refreshToken: 'r', expiresAt: '2099-01-01T00:00:00.000Z' };

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the admin session store', () => {
  it('keeps only the admin session, under its own key', () => {
    const store = localStorageStore(localStorage);
    expect(store.load()).toEqual({ user: null, admin: null });
    store.save({ user, admin });
    expect(JSON.parse(localStorage.getItem(adminSessionKey) ?? '')).toEqual({ admin });
    expect(adminSessionKey).toBe('tradesim.admin-session');
    expect(store.load()).toEqual({ user: null, admin });
    store.save({ user: null, admin: null });
    expect(localStorage.getItem(adminSessionKey)).toBeNull();
  });

  it('treats a damaged entry as signed out', () => {
    localStorage.setItem(adminSessionKey, '{not json');
    expect(localStorageStore(localStorage).load()).toEqual({ user: null, admin: null });
  });
});

describe('the console’s SDK', () => {
  it('tells its listeners when the server ends the admin session, and forgets it', async () => {
    localStorage.setItem(adminSessionKey, JSON.stringify({ admin }));
    const body = { error: { code: 'ADMIN_SESSION_INVALID', message: 'Invalid or expired session' } };
    const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status: 401 }));
    vi.stubGlobal('fetch', fetch);
    const sdk = createAppSdk({ baseUrl: 'http://api.test', storage: localStorage });
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
    const body = { error: { code: 'ADMIN_SESSION_INVALID', message: 'Invalid or expired session' } };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(body), { status: 401 })),
    );
    const sdk = createAppSdk({ baseUrl: 'http://api.test', storage: localStorage });
    const listener = vi.fn();
    sdk.onSignedOut(listener)();
    await expect(sdk.client.admin.dashboard()).rejects.toThrow();
    expect(listener).not.toHaveBeenCalled();
  });
});
