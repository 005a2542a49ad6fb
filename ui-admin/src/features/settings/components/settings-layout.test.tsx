import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSdk } from '../../../test/fake-sdk.js';
import { adminDurationFixture, adminFixture, adminTradingSettingsFixture } from '../../../test/fixtures.js';
import { renderRoutes } from '../../../test/render.js';
import { DurationsPage } from './durations-page.js';
import { NotificationsPage } from './notifications-page.js';
import { SecurityPage } from './security-page.js';
import { SettingsIndex } from './settings-categories.js';
import { SettingsLayout } from './settings-layout.js';
import { TradingSettingsPage } from './trading-settings-page.js';

afterEach(cleanup);

const routes = [
  {
    path: '/settings',
    element: <SettingsLayout />,
    children: [
      { index: true, element: <SettingsIndex /> },
      { path: '/settings/durations', element: <DurationsPage /> },
      { path: '/settings/trading', element: <TradingSettingsPage /> },
      { path: '/settings/security', element: <SecurityPage /> },
      { path: '/settings/notifications', element: <NotificationsPage /> },
    ],
  },
];

describe('the platform settings categories', () => {
  it('links each category, marks the current one, and moves between them', async () => {
    const sdk = fakeSdk({
      admin: {
        durations: { list: vi.fn().mockResolvedValue({ items: [adminDurationFixture()] }) },
        tradingSettings: { get: vi.fn().mockResolvedValue(adminTradingSettingsFixture()) },
      },
    });
    renderRoutes(routes, { sdk, url: '/settings/durations' });
    const nav = within(screen.getByRole('navigation', { name: 'Settings categories' }));
    expect(
      (await nav.findAllByRole('link')).map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Investment Durations', '/settings/durations'],
      ['Trading Settings', '/settings/trading'],
      ['Security', '/settings/security'],
      ['Notifications', '/settings/notifications'],
    ]);
    expect(nav.getByRole('link', { name: 'Investment Durations' }).getAttribute('aria-current')).toBe('page');
    expect(await screen.findByRole('rowheader', { name: '5 hours' })).toBeTruthy();
    fireEvent.click(nav.getByRole('link', { name: 'Trading Settings' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Trading Settings' })).toBeTruthy();
    expect(nav.getByRole('link', { name: 'Trading Settings' }).getAttribute('aria-current')).toBe('page');
    expect(nav.getByRole('link', { name: 'Investment Durations' }).getAttribute('aria-current')).toBeNull();
    fireEvent.click(nav.getByRole('link', { name: 'Security' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Security' })).toBeTruthy();
  });
});

describe('the settings categories by role', () => {
  it('shows support staff only their own Security and Notifications; /settings takes them to Security', async () => {
    const session = vi.fn().mockResolvedValue({
      admin: adminFixture({ role: 'support' }),
      expiresAt: '2099-01-01T00:00:00.000Z',
    });
    const sdk = fakeSdk({
      admin: { auth: { session, sessions: { list: vi.fn().mockResolvedValue({ items: [] }) } } },
    });
    const { router } = renderRoutes(routes, { sdk, url: '/settings' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Security' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/settings/security');
    const nav = within(screen.getByRole('navigation', { name: 'Settings categories' }));
    expect((await nav.findAllByRole('link')).map((link) => link.textContent)).toEqual([
      'Security',
      'Notifications',
    ]);
    // Support may not read the staff policy: the owner's card is not there.
    expect(screen.queryByRole('region', { name: 'Staff policy' })).toBeNull();
  });
});
