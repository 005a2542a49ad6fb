import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { AppError } from '@tradesim/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../app/routes.js';
import { type FakeSdk, fakeSdk } from '../../test/fake-sdk.js';
import { adminFixture, dashboardFixture } from '../../test/fixtures.js';
import { renderRoutes } from '../../test/render.js';

afterEach(cleanup);

const dashboard = () => vi.fn().mockResolvedValue(dashboardFixture());
const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('the admin guard', () => {
  it('sends a visitor without a session to the login, remembering where they were going', async () => {
    const { router } = renderRoutes(routes, {
      sdk: fakeSdk({}, { signedIn: false }),
      url: '/transactions?status=pending',
    });
    await heading('Admin sign in');
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({
      from: '/transactions?status=pending',
      sessionEnded: false,
      endedBecause: null,
    });
    // Nobody's session ended: the login page does not say one did.
    expect(screen.queryByText('Invalid or expired session')).toBeNull();
  });

  it('shows "Loading admin panel..." while the stored session is checked, then the page', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const session = vi.fn(() => new Promise((resolve) => (answer = resolve)));
    renderRoutes(routes, {
      sdk: fakeSdk({ admin: { auth: { session }, dashboard: dashboard() } }),
      url: '/users',
    });
    expect((await screen.findByRole('status')).textContent).toBe('Loading admin panel...');
    answer({ admin: adminFixture(), expiresAt: '2099-01-01T00:00:00.000Z' });
    await heading('Users');
    expect(session).toHaveBeenCalledTimes(1);
  });

  it('sends the admin to the login when the server says the session is over', async () => {
    let sdk: FakeSdk | undefined;
    const session = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0)); // a real request is never synchronous
      sdk?.endSession(); // what the SDK does on ADMIN_SESSION_INVALID
      throw new AppError('ADMIN_SESSION_INVALID');
    });
    sdk = fakeSdk({ admin: { auth: { session } } });
    const { router } = renderRoutes(routes, { sdk, url: '/dashboard' });
    await heading('Admin sign in');
    expect(router.state.location.pathname).toBe('/login');
    expect(sdk.client.realtime.close).toHaveBeenCalled();
    expect(screen.getByText('Invalid or expired session')).toBeTruthy();
  });

  it('keeps a session it could not check and lets the admin retry', async () => {
    const session = vi
      .fn()
      .mockRejectedValueOnce(new AppError('SERVICE_UNAVAILABLE', 'Cannot reach the Tradesim server.'))
      .mockResolvedValue({ admin: adminFixture(), expiresAt: '2099-01-01T00:00:00.000Z' });
    renderRoutes(routes, {
      sdk: fakeSdk({ admin: { auth: { session }, dashboard: dashboard() } }),
      url: '/assets',
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Cannot reach the Tradesim server.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await heading('Assets');
    expect(session).toHaveBeenCalledTimes(2);
  });

  it('leaves the console when the session ends while it is open', async () => {
    const sdk = fakeSdk({ admin: { dashboard: dashboard() } });
    const { router } = renderRoutes(routes, { sdk, url: '/support' });
    await heading('Support Center');
    sdk.endSession();
    await heading('Admin sign in');
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByText('Invalid or expired session')).toBeTruthy();
  });

  it('says why when the server did: an owner disabled the account', async () => {
    const sdk = fakeSdk({ admin: { dashboard: dashboard() } });
    renderRoutes(routes, { sdk, url: '/support' });
    await heading('Support Center');
    sdk.endSession('Your account was disabled by an owner.');
    await heading('Admin sign in');
    expect(screen.getByText('Your account was disabled by an owner.')).toBeTruthy();
  });

  it('sends a signed-in admin from the login to the dashboard', async () => {
    const { router } = renderRoutes(routes, {
      sdk: fakeSdk({ admin: { dashboard: dashboard() } }),
      url: '/login',
    });
    await heading('Dashboard');
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('renews a session with under 12 hours left, and not one with more', async () => {
    const soon = new Date(Date.now() + 3 * 3_600_000).toISOString();
    const refresh = vi
      .fn()
      .mockResolvedValue({ session: { token: 't', expiresAt: '2099-01-01T00:00:00.000Z' } });
    const session = vi.fn().mockResolvedValue({ admin: adminFixture(), expiresAt: soon });
    renderRoutes(routes, {
      sdk: fakeSdk({ admin: { auth: { session, refresh }, dashboard: dashboard() } }),
      url: '/',
    });
    await heading('Dashboard');
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
    cleanup();
    const later = new Date(Date.now() + 20 * 3_600_000).toISOString();
    const refresh2 = vi.fn();
    const session2 = vi.fn().mockResolvedValue({ admin: adminFixture(), expiresAt: later });
    renderRoutes(routes, {
      sdk: fakeSdk({ admin: { auth: { session: session2, refresh: refresh2 }, dashboard: dashboard() } }),
      url: '/',
    });
    await heading('Dashboard');
    expect(refresh2).not.toHaveBeenCalled();
  });
});
