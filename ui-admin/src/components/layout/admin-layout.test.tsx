import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { StaffRole } from '@tradesim/core';
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

/** The layout for a staff member with `role` (the session check answers with it). */
function renderAs(role: StaffRole) {
  const session = vi.fn().mockResolvedValue({
    admin: adminFixture({ role }),
    expiresAt: '2099-01-01T00:00:00.000Z',
  });
  return renderLayout(
    fakeSdk({ admin: { auth: { session }, dashboard: vi.fn().mockResolvedValue(dashboardFixture()) } }),
  );
}

const sections = async () =>
  (await within(screen.getByRole('navigation', { name: 'Main' })).findAllByRole('link')).map(
    (link) => link.textContent,
  );

describe('the console frame', () => {
  it('links every section to an owner, marks the current one, and shows the version', async () => {
    renderLayout();
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    const expected = [
      ['Dashboard', '/dashboard'],
      ['Users', '/users'],
      ['Assets', '/assets'],
      ['Transactions', '/transactions'],
      ['Approvals', '/approvals'],
      ['Payment Settings', '/payment-settings'],
      ['Support', '/support'],
      ['Staff', '/staff'],
      ['Settings', '/settings'],
      ['Audit Log', '/audit-log'],
    ];
    expect(
      (await nav.findAllByRole('link')).map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual(expected);
    expect(nav.getByRole('link', { name: 'Users' }).getAttribute('aria-current')).toBe('page');
    expect(nav.getByText(`v${version}`)).toBeTruthy();
    await screen.findByTestId('awaiting-count');
  });

  it('lists only the sections the role may read', async () => {
    renderAs('support');
    expect(await sections()).toEqual(['Dashboard', 'Users', 'Support', 'Settings']);
    cleanup();
    renderAs('finance');
    expect(await sections()).toEqual([
      'Dashboard',
      'Users',
      'Transactions',
      'Approvals',
      'Payment Settings',
      'Settings',
      'Audit Log',
    ]);
    cleanup();
    renderAs('catalogue');
    expect(await sections()).toEqual(['Dashboard', 'Assets', 'Settings']);
  });

  it('subscribes as the admin to the back-office topics the role may read', async () => {
    const { sdk } = renderLayout();
    await screen.findByTestId('awaiting-count');
    expect(sdk.client.realtime.subscribe).toHaveBeenCalledWith(
      ['admin.transactions', 'admin.support', 'admin.jobs', 'admin.approvals', 'assets'],
      expect.any(Function),
      { as: 'admin' },
    );
    cleanup();
    const support = renderAs('support');
    await waitFor(() => expect(support.sdk.client.realtime.subscribe).toHaveBeenCalled());
    expect(support.sdk.client.realtime.subscribe).toHaveBeenCalledWith(
      ['admin.support', 'assets'],
      expect.any(Function),
      {
        as: 'admin',
      },
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
