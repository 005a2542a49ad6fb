import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { version } from '../../../package.json';
import { fakeSdk } from '../../test/fake-sdk.js';
import { adminFixture, dashboardFixture } from '../../test/fixtures.js';
import { LocationProbe, renderRoutes } from '../../test/render.js';
import { AdminLayout } from './admin-layout.js';

afterEach(cleanup);

function renderLayout(
  sdk = fakeSdk({ admin: { dashboard: vi.fn().mockResolvedValue(dashboardFixture()) } }),
) {
  const result = renderRoutes(
    [
      { path: '/login', element: <LocationProbe /> },
      { element: <AdminLayout />, children: [{ path: '*', element: <h1>Page</h1> }] },
    ],
    { sdk, url: '/users' },
  );
  return { ...result, sdk };
}

describe('the console frame', () => {
  it('links every section of the spec and the audit log, marks the current one, and shows the version', async () => {
    renderLayout();
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    const expected = [
      ['Dashboard', '/dashboard'],
      ['Users', '/users'],
      ['Assets', '/assets'],
      ['Transactions', '/transactions'],
      ['Payment Settings', '/payment-settings'],
      ['Support', '/support'],
      ['Settings', '/settings'],
      ['Audit Log', '/audit-log'],
    ];
    expect(nav.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      expected,
    );
    expect(nav.getByRole('link', { name: 'Users' }).getAttribute('aria-current')).toBe('page');
    expect(nav.getByText(`v${version}`)).toBeTruthy();
    await screen.findByTestId('awaiting-count');
  });

  it('subscribes to the back-office topics as the admin', async () => {
    const { sdk } = renderLayout();
    await screen.findByTestId('awaiting-count');
    expect(sdk.client.realtime.subscribe).toHaveBeenCalledWith(
      ['admin.transactions', 'admin.support', 'admin.jobs', 'assets'],
      expect.any(Function),
      { as: 'admin' },
    );
  });

  it('shows the admin’s initials, name and email, links Settings, and signs out', async () => {
    const { sdk, router } = renderLayout();
    const trigger = await screen.findByRole('button', { name: /^Account menu:\s*Grace Hopper$/ });
    expect(within(trigger).getByText('GH')).toBeTruthy();
    fireEvent.click(trigger);
    expect(screen.getByText('grace@tradesim.test')).toBeTruthy();
    const menu = within(screen.getByRole('menu', { name: 'Account' }));
    expect(menu.getByRole('menuitem', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
    fireEvent.click(menu.getByRole('menuitem', { name: 'Sign out' }));
    expect(await screen.findByTestId('location')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(sdk.client.admin.auth.logout).toHaveBeenCalledTimes(1);
    expect(sdk.client.realtime.close).toHaveBeenCalled();
  });

  it('uses the email when the admin has no name, and the picture when there is one', async () => {
    const session = vi.fn().mockResolvedValue({
      admin: adminFixture({ firstName: null, lastName: null, avatarUrl: '/avatar.png' }),
      expiresAt: '2099-01-01T00:00:00.000Z',
    });
    renderLayout(
      fakeSdk({ admin: { auth: { session }, dashboard: vi.fn().mockResolvedValue(dashboardFixture()) } }),
    );
    const trigger = await screen.findByRole('button', { name: /^Account menu:\s*grace@tradesim\.test$/ });
    expect(trigger.querySelector('img')?.getAttribute('src')).toBe('/avatar.png');
  });

  it('signs out locally even when the server cannot be reached', async () => {
    const logout = vi.fn().mockRejectedValue(new Error('offline'));
    const { router } = renderLayout(
      fakeSdk({ admin: { auth: { logout }, dashboard: vi.fn().mockResolvedValue(dashboardFixture()) } }),
    );
    fireEvent.click(await screen.findByRole('button', { name: /Account menu/ }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    await screen.findByTestId('location');
    expect(router.state.location.pathname).toBe('/login');
  });
});
