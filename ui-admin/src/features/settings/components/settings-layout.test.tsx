import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSdk } from '../../../test/fake-sdk.js';
import { adminDurationFixture, adminTradingSettingsFixture } from '../../../test/fixtures.js';
import { renderRoutes } from '../../../test/render.js';
import { DurationsPage } from './durations-page.js';
import { SecurityPage } from './security-page.js';
import { SettingsLayout } from './settings-layout.js';
import { TradingSettingsPage } from './trading-settings-page.js';

afterEach(cleanup);

const routes = [
  {
    path: '/settings',
    element: <SettingsLayout />,
    children: [
      { path: '/settings/durations', element: <DurationsPage /> },
      { path: '/settings/trading', element: <TradingSettingsPage /> },
      { path: '/settings/security', element: <SecurityPage /> },
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
    expect(nav.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Investment Durations', '/settings/durations'],
      ['Trading Settings', '/settings/trading'],
      ['Security', '/settings/security'],
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
