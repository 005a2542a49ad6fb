import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { AppError } from '@tradesim/core';
import { commonPasswordRefusal, expectOnlyFieldMessage } from '@tradesim/ui-kit/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSdk } from '../../../test/fake-sdk.js';
import { adminFixture } from '../../../test/fixtures.js';
import { LocationProbe, renderRoutes } from '../../../test/render.js';
import { GuestOnly, RequireAdmin } from '../require-admin.js';
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

/** The page as the console mounts it: for guests only, and a guarded dashboard to land on. */
function renderAccept(acceptInvite = vi.fn(), url = '/accept-invite?token=invite-token') {
  const sdk = fakeSdk(
    {
      admin: {
        auth: {
          acceptInvite,
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
  return { ...result, acceptInvite };
}

function fill(password: string, confirmation: string) {
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: confirmation } });
}
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Set password and sign in' }));

describe('accepting a staff invitation', () => {
  it('wants a staff password of 12 characters at least, typed twice alike', async () => {
    const { acceptInvite } = renderAccept();
    expect(screen.getByText('At least 12 characters')).toBeTruthy();
    fill('eleven-char', 'eleven-char');
    submit();
    expect(await screen.findByText('Password must be at least 12 characters long')).toBeTruthy();
    fill('long enough now', 'long enough noW');
    submit();
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(acceptInvite).not.toHaveBeenCalled();
  });

  it('sends the token with the password and lands on the dashboard, signed in', async () => {
    const acceptInvite = vi.fn().mockResolvedValue({ admin: linus, session });
    const { router } = renderAccept(acceptInvite);
    expect(screen.getByRole('heading', { level: 1, name: 'Join the admin console' })).toBeTruthy();
    fill('correct-horse', 'correct-horse');
    submit();
    await waitFor(() =>
      expect(acceptInvite).toHaveBeenCalledWith({ token: 'invite-token', password: 'correct-horse' }),
    );
    // The guarded dashboard shows (not the sign-in redirect): the console holds the new session.
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('says an expired or used link cannot work, and offers the sign-in page', async () => {
    renderAccept(vi.fn().mockRejectedValue(new AppError('INVITE_INVALID')));
    fill('correct-horse', 'correct-horse');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This invitation link is invalid or has expired',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Invitation not valid' })).toBeTruthy();
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to sign in' }).getAttribute('href')).toBe('/login');
  });

  it("shows the server's refusal of a common password under the password, not in the red box", async () => {
    const refusal = commonPasswordRefusal('password');
    renderAccept(vi.fn().mockRejectedValue(refusal));
    fill('qwertyuiop12', 'qwertyuiop12');
    submit();
    await expectOnlyFieldMessage('New password', refusal.message);
  });

  it('keeps the form when the server could not be reached', async () => {
    renderAccept(vi.fn().mockRejectedValue(new TypeError('offline')));
    fill('correct-horse', 'correct-horse');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Sign in failed');
    expect(screen.getByLabelText('New password')).toBeTruthy();
  });

  it('says a link without its token is incomplete', () => {
    const { acceptInvite } = renderAccept(vi.fn(), '/accept-invite');
    expect(screen.getByText(incompleteInviteText)).toBeTruthy();
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(acceptInvite).not.toHaveBeenCalled();
  });
});
