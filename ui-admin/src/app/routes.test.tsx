import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSdk } from '../test/fake-sdk.js';
import { adminFixture, dashboardFixture } from '../test/fixtures.js';
import { renderRoutes } from '../test/render.js';
import { routes } from './routes.js';

afterEach(cleanup);

const sdk = () => fakeSdk({ admin: { dashboard: vi.fn().mockResolvedValue(dashboardFixture()) } });

describe('the route table (docs/product/admin-console.md#screens)', () => {
  it.each([
    ['/dashboard', 'Dashboard'],
    ['/users', 'Users'],
    ['/assets', 'Assets'],
    ['/transactions', 'Transactions'],
    ['/approvals', 'Approvals'],
    ['/payment-settings', 'Payment Settings'],
    ['/support', 'Support Center'],
    ['/staff', 'Staff'],
    ['/settings/durations', 'Investment Durations'],
    ['/settings/trading', 'Trading Settings'],
    ['/settings/security', 'Security'],
    ['/audit-log', 'Audit Log'],
  ])('%s shows the %s screen inside the console frame', async (url, title) => {
    renderRoutes(routes, { sdk: sdk(), url });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Search users, assets, transactions' })).toBeTruthy();
  });

  it('shows the dashboard at / and the first settings category at /settings', async () => {
    const first = renderRoutes(routes, { sdk: sdk(), url: '/' });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(first.router.state.location.pathname).toBe('/dashboard');
    cleanup();
    const second = renderRoutes(routes, { sdk: sdk(), url: '/settings' });
    await screen.findByRole('heading', { level: 1, name: 'Investment Durations' });
    expect(second.router.state.location.pathname).toBe('/settings/durations');
    expect(screen.getByRole('link', { name: 'Trading Settings' }).getAttribute('href')).toBe(
      '/settings/trading',
    );
  });

  it('refuses a screen the role may not read, without asking the server for it', async () => {
    const list = vi.fn();
    const session = vi.fn().mockResolvedValue({
      admin: adminFixture({ role: 'support' }),
      expiresAt: '2099-01-01T00:00:00.000Z',
    });
    renderRoutes(routes, {
      sdk: fakeSdk({
        admin: {
          auth: { session },
          dashboard: vi.fn().mockResolvedValue(dashboardFixture()),
          transactions: { list },
        },
      }),
      url: '/transactions',
    });
    expect(await screen.findByText('Your role does not allow this action')).toBeTruthy();
    expect(screen.getByText(/signed in with the Support role/)).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: 'Transactions' })).toBeNull();
    expect(list).not.toHaveBeenCalled();
  });

  it('opens the invitation page to a visitor who is not signed in', async () => {
    renderRoutes(routes, { sdk: fakeSdk({}, { signedIn: false }), url: '/accept-invite?token=t1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Join the admin console' })).toBeTruthy();
  });

  it('says so for a path it does not know', async () => {
    renderRoutes(routes, { sdk: sdk(), url: '/nowhere' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' }).getAttribute('href')).toBe('/dashboard');
  });
});
