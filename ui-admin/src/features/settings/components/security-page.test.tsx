import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AppError } from '@tradesim/core';
import { formatDateTime } from '@tradesim/ui-kit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSdk } from '../../../test/fake-sdk.js';
import { adminFixture, approvalFixture } from '../../../test/fixtures.js';
import { renderPage } from '../../../test/render.js';
import { SecurityPage } from './security-page.js';
import { extendFailed } from './session-card.js';
import { requireMfaLabel } from './staff-policy-card.js';

afterEach(cleanup);

const hour = 3_600_000;
// Sessions in these tests have over 12 hours left, so the console does not renew them by itself.
/** A session ending 23 h 58 min (and a bit) from now: the bit keeps the minute from rolling over mid-test. */
const expiresIn = (ms: number) => new Date(Date.now() + ms + 20_000).toISOString();

const policy = (requireStaffMfa: boolean) => ({
  requireStaffMfa,
  updatedAt: '2026-11-20T09:30:00.000Z',
  updatedBy: adminFixture().id,
});

/** The back-office sessions list answers (empty) and the staff policy is off, unless a test says otherwise. */
const renderSecurity = (
  auth: Record<string, unknown>,
  securitySettings: Record<string, unknown> = {},
  more: Record<string, unknown> = {},
) => {
  const sessions = { list: vi.fn().mockResolvedValue({ items: [] }) };
  const sdk = fakeSdk({
    admin: {
      auth: { sessions, ...auth },
      securitySettings: { get: vi.fn().mockResolvedValue(policy(false)), ...securitySettings },
      ...more,
    },
  });
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

  it('offers the password form, two-step verification and then the back-office sessions, under the session card', async () => {
    renderSecurity({ session: sessionAnswer(expiresIn(20 * hour)) });
    await screen.findByRole('region', { name: 'Your session' });
    expect(screen.getAllByRole('region')).toHaveLength(5);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Your session',
      'Password',
      'Two-step verification',
      'Active sessions',
      'Staff policy',
    ]);
    const twoStep = within(screen.getByRole('region', { name: 'Two-step verification' }));
    expect(twoStep.getByRole('button', { name: 'Set up two-step verification' })).toBeTruthy();
    const password = within(screen.getByRole('region', { name: 'Password' }));
    expect(password.getByLabelText('Current password')).toBeTruthy();
    expect(password.getByRole('button', { name: 'Change password' })).toBeTruthy();
    expect(password.queryByRole('link')).toBeNull();
    expect(screen.queryByText(/cannot change your password/)).toBeNull();
    const sessions = within(screen.getByRole('region', { name: 'Active sessions' }));
    expect(await sessions.findByText('No active sessions')).toBeTruthy();
  });
});

describe('the staff policy card', () => {
  const sessionOf = (role: 'owner' | 'auditor' | 'finance', secondFactor = true) =>
    vi.fn().mockResolvedValue({
      admin: adminFixture({ role }),
      expiresAt: expiresIn(20 * hour),
      secondFactor,
      requireStaffMfa: false,
    });
  const policySwitch = () =>
    screen.findByRole('switch', { name: requireMfaLabel }) as Promise<HTMLInputElement>;
  const pending = (items: unknown[] = []) => ({ approvals: { list: vi.fn().mockResolvedValue({ items }) } });
  /** Grace asked to turn the policy on; a second owner has not decided. */
  const policyRequest = approvalFixture({
    kind: 'security_settings',
    amount: null,
    direction: null,
    userId: null,
    userEmail: null,
    summary: 'Turn the staff second-factor policy on',
    requestedBy: adminFixture().id,
    requestedByEmail: adminFixture().email,
    context: { before: { requireStaffMfa: false }, after: { requireStaffMfa: true } },
  });

  it('asks a second owner to turn the policy on, with a reason, and says nothing changed yet', async () => {
    const update = vi.fn().mockResolvedValue({ approval: policyRequest });
    renderSecurity({ session: sessionOf('owner') }, { update }, pending());
    const toggle = await policySwitch();
    expect(toggle.checked).toBe(false);
    fireEvent.click(toggle);
    const dialog = within(await screen.findByRole('dialog', { name: 'Turn the staff policy on' }));
    fireEvent.change(dialog.getByLabelText('Reason for the approver (optional)'), {
      target: { value: 'Audit finding' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Ask a second owner' }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith({ requireStaffMfa: true, reason: 'Audit finding' }),
    );
    expect(
      await screen.findByText(/^Sent for approval: Turn the staff second-factor policy on/),
    ).toBeTruthy();
    expect(toggle.checked).toBe(false);
  });

  it('shows a change waiting for the second owner and holds the switch until it is decided', async () => {
    renderSecurity({ session: sessionOf('owner') }, {}, pending([policyRequest]));
    const toggle = await policySwitch();
    const card = within(screen.getByRole('region', { name: 'Staff policy' }));
    expect((await card.findByText('Awaiting second approval')).parentElement?.textContent).toContain(
      'Turn the staff second-factor policy on, asked by you',
    );
    expect(toggle.disabled).toBe(true);
  });

  it('warns an owner who signed in without a code, and points at the two-step card when refused', async () => {
    const update = vi.fn().mockRejectedValue(new AppError('MFA_REQUIRED_FOR_ACTION'));
    renderSecurity({ session: sessionOf('owner', false) }, { update }, pending());
    const toggle = await policySwitch();
    const card = within(screen.getByRole('region', { name: 'Staff policy' }));
    expect(card.getByText(/You signed in without a code/)).toBeTruthy();
    fireEvent.click(toggle);
    const dialog = within(await screen.findByRole('dialog', { name: 'Turn the staff policy on' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Ask a second owner' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(
      'Set up two-step verification to do this: use the Two-step verification card above, then try again.',
    );
    expect(toggle.checked).toBe(false);
  });

  it('shows an auditor the policy without letting them change it, and other roles nothing', async () => {
    renderSecurity(
      { session: sessionOf('auditor') },
      { get: vi.fn().mockResolvedValue(policy(true)) },
      pending(),
    );
    const toggle = await policySwitch();
    await waitFor(() => expect(toggle.checked).toBe(true));
    expect(toggle.disabled).toBe(true);
    expect(screen.getByText(/Only an owner can ask to change the staff policy/)).toBeTruthy();
    cleanup();
    const get = vi.fn();
    renderSecurity({ session: sessionOf('finance') }, { get });
    await screen.findByRole('region', { name: 'Your session' });
    expect(screen.queryByRole('region', { name: 'Staff policy' })).toBeNull();
    expect(get).not.toHaveBeenCalled();
  });
});
