import { afterEach, describe, expect, it } from 'vitest';
import { createAppSdk, userSessionKey } from './sdk.js';

const user = { accessToken: 'a', refreshToken: 'r', expiresAt: '2099-01-01T00:00:00.000Z' };
const admin = { token: 'admin-token', expiresAt: '2099-01-01T00:00:00.000Z' };

afterEach(() => {
  localStorage.clear();
});

// The store and the sign-out listeners are tested in ui-kit (src/sdk); this checks the app's setup.
describe('the user app’s SDK', () => {
  it('keeps the user session, and only it, under tradesim.session', () => {
    expect(userSessionKey).toBe('tradesim.session');
    localStorage.setItem(userSessionKey, JSON.stringify({ user, admin }));
    expect(createAppSdk({ storage: localStorage }).client.credentials()).toEqual({ user, admin: null });
  });
});
