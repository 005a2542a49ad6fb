import { afterEach, describe, expect, it } from 'vitest';
import { adminSessionKey, createAppSdk } from './sdk.js';

const admin = { token: 'admin-token', expiresAt: '2099-01-01T00:00:00.000Z' };
const user = { accessToken: 'a', refreshToken: 'r', expiresAt: '2099-01-01T00:00:00.000Z' };

afterEach(() => {
  localStorage.clear();
});

// The store and the sign-out listeners are tested in ui-kit (src/sdk); this checks the console's setup.
describe('the console’s SDK', () => {
  it('keeps the admin session, and only it, under its own key', () => {
    expect(adminSessionKey).toBe('tradesim.admin-session');
    localStorage.setItem(adminSessionKey, JSON.stringify({ user, admin }));
    expect(createAppSdk({ storage: localStorage }).client.credentials()).toEqual({ user: null, admin });
  });
});
