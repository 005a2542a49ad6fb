import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from './session-store.js';

const admin = { token: 'admin-token', expiresAt: '2099-01-01T00:00:00.000Z' };
const user = { accessToken: 'a', refreshToken: 'r', expiresAt: '2099-01-01T00:00:00.000Z' };

afterEach(() => {
  localStorage.clear();
});

describe('the admin session store', () => {
  it('keeps only the admin session, under its own key', () => {
    const store = sessionStore('admin', 'tradesim.admin-session', localStorage);
    expect(store.load()).toEqual({ user: null, admin: null });
    store.save({ user, admin });
    expect(JSON.parse(localStorage.getItem('tradesim.admin-session') ?? '')).toEqual({ admin });
    expect(store.load()).toEqual({ user: null, admin });
    store.save({ user: null, admin: null });
    expect(localStorage.getItem('tradesim.admin-session')).toBeNull();
  });

  it('treats a damaged entry as signed out', () => {
    localStorage.setItem('tradesim.admin-session', '{not json');
    expect(sessionStore('admin', 'tradesim.admin-session', localStorage).load()).toEqual({
      user: null,
      admin: null,
    });
  });
});

describe('the user session store', () => {
  it('keeps only the user session, under its own key', () => {
    const store = sessionStore('user', 'tradesim.session', localStorage);
    expect(store.load()).toEqual({ user: null, admin: null });
    store.save({ user, admin });
    expect(JSON.parse(localStorage.getItem('tradesim.session') ?? '')).toEqual({ user });
    expect(store.load()).toEqual({ user, admin: null });
    store.save({ user: null, admin });
    expect(localStorage.getItem('tradesim.session')).toBeNull();
  });

  it('treats a damaged entry as signed out', () => {
    localStorage.setItem('tradesim.session', '{not json');
    expect(sessionStore('user', 'tradesim.session', localStorage).load()).toEqual({
      user: null,
      admin: null,
    });
  });

  it('does not read the other app’s session', () => {
    localStorage.setItem('tradesim.session', JSON.stringify({ admin }));
    expect(sessionStore('user', 'tradesim.session', localStorage).load()).toEqual({
      user: null,
      admin: null,
    });
  });
});
