import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AppError } from '@tradesim/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSdk } from '../../../test/fake-sdk.js';
import { portfolioFixture, profileFixture } from '../../../test/fixtures.js';
import { LiveProbe } from '../../../test/live-probe.js';
import { renderPage } from '../../../test/render.js';
import { ProfilePage } from './profile-page.js';

afterEach(cleanup);

function renderProfile(get = vi.fn().mockResolvedValue(profileFixture()), more = {}) {
  const sdk = fakeSdk({ me: { get }, ...more });
  renderPage(
    <>
      <LiveProbe />
      <ProfilePage />
    </>,
    { sdk, path: '/profile' },
  );
  return { get, sdk };
}

describe('the profile screen', () => {
  it("shows 'Loading...' until the profile arrives", async () => {
    renderProfile(vi.fn(() => new Promise(() => undefined)));
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeTruthy();
  });

  it('shows the avatar initial, name, email and the three figures', async () => {
    renderProfile(
      vi.fn().mockResolvedValue(
        profileFixture({
          balance: '1250.00',
          portfolio: portfolioFixture({
            currentValue: '1540.25',
            realisedReturn: '22.50',
            unrealisedReturn: '40.25',
            totalReturn: '62.75',
            totalReturnPercent: '8.05',
          }),
        }),
      ),
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Ada Lovelace' })).toBeTruthy();
    expect(screen.getByText('ada@example.com')).toBeTruthy();
    expect(screen.getByText('A')).toBeTruthy();
    expect(screen.getByText('$1,250.00')).toBeTruthy();
    expect(screen.getByText('$1,540.25')).toBeTruthy();
    const returns = screen.getByTestId('total-returns');
    // All time: the returns already paid into the balance and the open ones.
    expect(returns.textContent).toBe('+$62.75(+8.05%)');
    expect(returns.className).toContain('positive');
    expect(screen.getByTestId('returns-breakdown').textContent).toBe(
      'All time: $22.50 paid out, $40.25 open',
    );
    expect(screen.getByText('Open investments')).toBeTruthy();
    expect(screen.getAllByText('Simulated').length).toBeGreaterThanOrEqual(2);
    expect(
      screen.getByText('Prices and returns are simulated. No real money or assets are traded.'),
    ).toBeTruthy();
  });

  it('colours a loss red and keeps its minus sign', async () => {
    renderProfile(
      vi.fn().mockResolvedValue(
        profileFixture({
          portfolio: portfolioFixture({ totalReturn: '-20.00', totalReturnPercent: '-4.00' }),
        }),
      ),
    );
    const returns = await screen.findByTestId('total-returns');
    expect(returns.textContent).toBe('-$20.00(-4.00%)');
    expect(returns.className).toContain('negative');
  });

  it("falls back to 'User' when the profile has no name", async () => {
    renderProfile(
      vi.fn().mockResolvedValue(profileFixture({ firstName: null, lastName: null, displayName: 'User' })),
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'User' })).toBeTruthy();
    expect(screen.getByText('U')).toBeTruthy();
  });

  it("says 'Profile not found' on a 404, without a Retry", async () => {
    renderProfile(vi.fn().mockRejectedValue(new AppError('USER_NOT_FOUND')));
    expect(await screen.findByText('Profile not found')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it("says 'Profile not found' for any other failure too, never the server's own words, with a Retry", async () => {
    const get = vi
      .fn()
      .mockRejectedValueOnce(new AppError('SERVICE_UNAVAILABLE', 'connect ECONNREFUSED 10.0.0.5:5432'))
      .mockResolvedValue(profileFixture());
    renderProfile(get);
    const state = await screen.findByRole('alert');
    expect(within(state).getByText('Profile not found')).toBeTruthy();
    expect(screen.queryByText(/ECONNREFUSED/)).toBeNull();
    fireEvent.click(within(state).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Ada Lovelace' })).toBeTruthy();
    expect(get).toHaveBeenCalledTimes(2);
  });

  it("says 'Profile not found' when the call fails without a service message", async () => {
    renderProfile(vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    expect(within(await screen.findByRole('alert')).getByText('Profile not found')).toBeTruthy();
    expect(screen.queryByText('Failed to fetch')).toBeNull();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('updates the balance live when a profile event arrives', async () => {
    const get = vi
      .fn()
      .mockResolvedValueOnce(profileFixture({ balance: '100.00' }))
      .mockResolvedValue(profileFixture({ balance: '600.00' }));
    const { sdk } = renderProfile(get);
    expect(await screen.findByText('$100.00')).toBeTruthy();
    sdk.emit({ topic: 'me', event: 'profile', data: { balance: '600.00' } });
    expect(await screen.findByText('$600.00')).toBeTruthy();
  });

  it('links the menu to settings, security, FAQ and support', async () => {
    renderProfile();
    const menu = await screen.findByRole('navigation', { name: 'Account' });
    const href = (name: RegExp) => within(menu).getByRole('link', { name }).getAttribute('href');
    expect(href(/^Settings/)).toBe('/settings');
    expect(href(/^Security/)).toBe('/settings#security');
    expect(href(/^FAQ/)).toBe('/faq');
    expect(href(/^Support/)).toBe('/support');
    fireEvent.click(within(menu).getByRole('link', { name: /^Security/ }));
    expect(screen.getByTestId('location').textContent).toBe('/settings');
  });

  it('signs out and goes to /login on Logout', async () => {
    const logout = vi.fn().mockResolvedValue(undefined);
    const { sdk } = renderProfile(undefined, { auth: { logout } });
    fireEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
    expect(logout).toHaveBeenCalledWith({ scope: 'local' });
    expect(sdk.client.realtime.close).toHaveBeenCalled();
  });
});
