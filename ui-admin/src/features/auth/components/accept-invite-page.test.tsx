import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AppError, type InviteDetails, validationMessages } from '@tradesim/core';
import { formatDateTime } from '@tradesim/ui-kit';
import { commonPasswordRefusal, expectOnlyFieldMessage } from '@tradesim/ui-kit/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSdk } from '../../../test/fake-sdk.js';
import { adminFixture } from '../../../test/fixtures.js';
import { LocationProbe, renderRoutes } from '../../../test/render.js';
import { GuestOnly, RequireAdmin } from '../require-admin.js';
import { codeRequiredText } from './accept-invite-form.js';
import { AcceptInvitePage, incompleteInviteText } from './accept-invite-page.js';

afterEach(cleanup);

const session = { token: 'staff-token', expiresAt: '2099-01-01T00:00:00.000Z' };
const linus = adminFixture({
  id: '00000000-0000-4000-8000-00000000ad02',
  email: 'linus@tradesim.test',
  firstName: 'Linus',
  lastName: 'Torvalds',
  role: 'finance',
});
const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const details: InviteDetails = {
  email: 'linus@tradesim.test',
  firstName: 'Linus',
  lastName: 'Torvalds',
  role: 'finance',
  expiresAt: '2026-11-25T08:00:00.000Z',
  secret,
  otpauthUrl: `otpauth://totp/Tradesim:linus%40tradesim.test?issuer=Tradesim&secret=${secret}`,
  requireStaffMfa: true,
};
const recoveryCodes = Array.from({ length: 10 }, (_, index) => `code${index}-aaaaa`);
const password = 'correct-horse-battery';

/** The page as the console mounts it: for guests only, and a guarded dashboard to land on. */
function renderAccept(
  calls: { acceptInvite?: unknown; invite?: unknown } = {},
  url = '/accept-invite?token=invite-token',
) {
  const acceptInvite = calls.acceptInvite ?? vi.fn();
  const invite = calls.invite ?? vi.fn().mockResolvedValue(details);
  const sdk = fakeSdk(
    {
      admin: {
        auth: {
          acceptInvite: acceptInvite as never,
          invite: invite as never,
          session: vi.fn().mockResolvedValue({ admin: linus, expiresAt: session.expiresAt }),
        },
      },
    },
    { signedIn: false },
  );
  const result = renderRoutes(
    [
      { element: <GuestOnly />, children: [{ path: '/accept-invite', element: <AcceptInvitePage /> }] },
      { element: <RequireAdmin />, children: [{ path: '/dashboard', element: <h1>Dashboard</h1> }] },
      { path: '*', element: <LocationProbe /> },
    ],
    { sdk, url },
  );
  return { ...result, acceptInvite, invite };
}

async function fill(values: { password: string; confirmation?: string; code?: string }) {
  fireEvent.change(await screen.findByLabelText('New password'), { target: { value: values.password } });
  fireEvent.change(screen.getByLabelText('Confirm new password'), {
    target: { value: values.confirmation ?? values.password },
  });
  if (values.code !== undefined) {
    fireEvent.change(screen.getByLabelText('Code from the app'), { target: { value: values.code } });
  }
}
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Set password and sign in' }));

describe('accepting a staff invitation', () => {
  it('shows who is invited, with which role and until when, and the authenticator to scan', async () => {
    const { invite } = renderAccept();
    expect(await screen.findByText('linus@tradesim.test')).toBeTruthy();
    expect(invite).toHaveBeenCalledWith('invite-token');
    expect(screen.getByText('Finance')).toBeTruthy();
    expect(screen.getByText(formatDateTime(details.expiresAt))).toBeTruthy();
    expect(
      await screen.findByRole('img', { name: 'QR code to add Tradesim to an authenticator app' }),
    ).toBeTruthy();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeTruthy();
  });

  it('wants the password core’s rules ask for, typed twice alike, and the code while the policy is on', async () => {
    const { acceptInvite } = renderAccept();
    await fill({ password: 'eleven-char' });
    expect(screen.getByText('At least 12 characters')).toBeTruthy();
    submit();
    expect(await screen.findByText(validationMessages.passwordTooShort(12))).toBeTruthy();
    expect(screen.getByText(codeRequiredText)).toBeTruthy();
    await fill({ password, confirmation: `${password}x`, code: '123456' });
    submit();
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(acceptInvite).not.toHaveBeenCalled();
  });

  it('sends the token, password, secret and code, shows the recovery codes once, then enters the console', async () => {
    const acceptInvite = vi.fn().mockResolvedValue({ admin: linus, session, recoveryCodes });
    const { router } = renderAccept({ acceptInvite });
    await fill({ password, code: ' 123456 ' });
    submit();
    await waitFor(() =>
      expect(acceptInvite).toHaveBeenCalledWith({
        token: 'invite-token',
        password,
        secret,
        code: '123456',
        session: 'cookie',
      }),
    );
    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Copy codes' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download' })).toBeTruthy();
    // Still on the invitation: the console is entered only once the codes are saved.
    expect(router.state.location.pathname).toBe('/accept-invite');
    fireEvent.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('lets the code wait while the staff policy is off, and enters at once', async () => {
    const acceptInvite = vi.fn().mockResolvedValue({ admin: linus, session });
    renderAccept({ acceptInvite, invite: vi.fn().mockResolvedValue({ ...details, requireStaffMfa: false }) });
    expect(await screen.findByText(/Set up two-step verification \(optional\)/)).toBeTruthy();
    await fill({ password });
    submit();
    await waitFor(() =>
      expect(acceptInvite).toHaveBeenCalledWith({ token: 'invite-token', password, session: 'cookie' }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
  });

  it('puts a refused code under its field', async () => {
    renderAccept({ acceptInvite: vi.fn().mockRejectedValue(new AppError('MFA_INVALID')) });
    await fill({ password, code: '000000' });
    submit();
    expect(await screen.findByText('Invalid verification code')).toBeTruthy();
    expect(screen.getByLabelText('Code from the app').getAttribute('aria-invalid')).toBe('true');
  });

  it('says an expired or used link cannot work, and offers the sign-in page', async () => {
    renderAccept({ invite: vi.fn().mockRejectedValue(new AppError('INVITE_INVALID')) });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This invitation link is invalid or has expired',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Invitation not valid' })).toBeTruthy();
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to sign in' }).getAttribute('href')).toBe('/login');
  });

  it("shows the server's refusal of a common password under the password, not in the red box", async () => {
    const refusal = commonPasswordRefusal('password');
    renderAccept({ acceptInvite: vi.fn().mockRejectedValue(refusal) });
    await fill({ password: 'qwertyuiop12', code: '123456' });
    submit();
    await expectOnlyFieldMessage('New password', refusal.message);
  });

  it('says so when the link dies between opening and accepting', async () => {
    renderAccept({ acceptInvite: vi.fn().mockRejectedValue(new AppError('INVITE_INVALID')) });
    await fill({ password, code: '123456' });
    submit();
    expect(await screen.findByRole('heading', { level: 1, name: 'Invitation not valid' })).toBeTruthy();
  });

  it('keeps the form when the server could not be reached', async () => {
    renderAccept({ acceptInvite: vi.fn().mockRejectedValue(new TypeError('offline')) });
    await fill({ password, code: '123456' });
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Sign in failed');
    expect(screen.getByLabelText('New password')).toBeTruthy();
  });

  it('says a link without its token is incomplete', () => {
    const { acceptInvite, invite } = renderAccept({}, '/accept-invite');
    expect(screen.getByText(incompleteInviteText)).toBeTruthy();
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(acceptInvite).not.toHaveBeenCalled();
    expect(invite).not.toHaveBeenCalled();
  });
});
