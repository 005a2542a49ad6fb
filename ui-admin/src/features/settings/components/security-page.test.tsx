import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AppError } from '@tradesim/core';
import { formatDateTime } from '@tradesim/ui-kit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSdk } from '../../../test/fake-sdk.js';
import { adminFixture } from '../../../test/fixtures.js';
import { renderPage } from '../../../test/render.js';
import { SecurityPage } from './security-page.js';
import { extendFailed } from './session-card.js';

afterEach(cleanup);

const hour = 3_600_000;
// Sessions in these tests have over 12 hours left, so the console does not renew them by itself.
/** A session ending 23 h 58 min (and a bit) from now: the bit keeps the minute from rolling over mid-test. */
const expiresIn = (ms: number) => new Date(Date.now() + ms + 20_000).toISOString();

const renderSecurity = (auth: Record<string, unknown>) => {
  const sdk = fakeSdk({ admin: { auth } });
  renderPage(<SecurityPage />, { sdk, path: '/settings/security' });
  return sdk;
};
const sessionAnswer = (expiresAt: string) => vi.fn().mockResolvedValue({ admin: adminFixture(), expiresAt });

describe('the security settings', () => {
  it('shows a spinner while the session is checked', async () => {
    renderSecurity({ session: () => new Promise(() => undefined) });
    expect(screen.getByRole('heading', { level: 1, name: 'Security' })).toBeTruthy();
    expect(await screen.findByText('Loading your session...')).toBeTruthy();
  });

  it('shows who is signed in and when the session ends', async () => {
    const expiresAt = expiresIn(23 * hour + 58 * 60_000);
    renderSecurity({ session: sessionAnswer(expiresAt) });
    const card = within(await screen.findByRole('region', { name: 'Your session' }));
    expect(card.getByText('Grace Hopper')).toBeTruthy();
    expect(card.getByText('grace@tradesim.test')).toBeTruthy();
    expect(card.getByTestId('session-expiry').textContent).toBe(
      `${formatDateTime(expiresAt)} (23 h 58 min left)`,
    );
  });

  it('extends the session by 24 hours on request', async () => {
    const extended = expiresIn(24 * hour);
    const refresh = vi.fn().mockResolvedValue({ session: { token: 'admin-token', expiresAt: extended } });
    renderSecurity({ session: sessionAnswer(expiresIn(20 * hour)), refresh });
    fireEvent.click(await screen.findByRole('button', { name: 'Extend session' }));
    expect(await screen.findByText(`Session extended until ${formatDateTime(extended)}`)).toBeTruthy();
    expect(refresh).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByTestId('session-expiry').textContent).toContain('(24 h left)'));
  });

  it('says so when the session could not be extended', async () => {
    const refresh = vi.fn().mockRejectedValue(new AppError('SERVICE_UNAVAILABLE', 'Service unavailable'));
    renderSecurity({ session: sessionAnswer(expiresIn(20 * hour)), refresh });
    fireEvent.click(await screen.findByRole('button', { name: 'Extend session' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(extendFailed);
    expect(alert.textContent).toContain('Service unavailable');
    fireEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('signs out and goes to the sign-in page', async () => {
    const sdk = renderSecurity({ session: sessionAnswer(expiresIn(20 * hour)) });
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/login');
    expect(sdk.client.admin.auth.logout).toHaveBeenCalledTimes(1);
  });

  it('says the session could not be read, and Retry asks again', async () => {
    const session = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('network'))
      .mockResolvedValue({ admin: adminFixture(), expiresAt: expiresIn(20 * hour) });
    renderSecurity({ session });
    expect((await screen.findByRole('alert')).textContent).toContain('Error: Failed to load your session');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Your session' })).toBeTruthy();
  });

  it('says plainly that the API cannot change an admin’s password, and where it can be changed', async () => {
    renderSecurity({ session: sessionAnswer(expiresIn(20 * hour)) });
    const card = within(screen.getByRole('region', { name: 'Password' }));
    expect(card.getByRole('status').textContent).toBe(
      'This console cannot change your password: the admin API has no route for it.',
    );
    expect(card.queryByLabelText(/password/i)).toBeNull();
    expect(card.getByRole('link', { name: 'Open the user app’s Settings' }).getAttribute('href')).toBe(
      '/settings',
    );
  });
});
