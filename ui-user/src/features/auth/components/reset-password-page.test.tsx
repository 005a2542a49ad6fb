import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { AppError } from '@tradesim/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSdk } from '../../../test/fake-sdk.js';
import { renderPage } from '../../../test/render.js';
import { ResetPasswordPage } from './reset-password-page.js';

afterEach(cleanup);

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Change password' }));

/**
 * renderPage opens `url` as a pathname only, so the query string (the link's token) is added by
 * navigating once mounted.
 */
async function renderReset(url: string, resetPassword = vi.fn().mockResolvedValue(undefined)) {
  const sdk = fakeSdk({ auth: { resetPassword } }, { signedIn: false });
  const { router } = renderPage(<ResetPasswordPage />, { sdk, path: '/reset-password' });
  await act(() => router.navigate(url));
  return { resetPassword };
}

describe('the reset-password screen', () => {
  it('says the link is incomplete when it has no token, and offers a new one', async () => {
    await renderReset('/reset-password');
    expect(screen.getByRole('heading', { level: 1, name: 'Reset link incomplete' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('This password reset link is incomplete.');
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(screen.queryByLabelText('New password')).toBeNull();
  });

  it('checks the new password like sign-up does', async () => {
    const { resetPassword } = await renderReset('/reset-password?token=tok-1');
    submit();
    expect(await screen.findByText('Password is required')).toBeTruthy();
    expect(screen.getByText('Please confirm your password')).toBeTruthy();
    type('New password', 'seven-7');
    type('Confirm new password', 'seven-8');
    submit();
    expect(await screen.findByText('Password must be at least 8 characters long')).toBeTruthy();
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    expect(resetPassword).not.toHaveBeenCalled();
  });

  it('changes the password with the token and says every session was signed out', async () => {
    const { resetPassword } = await renderReset('/reset-password?token=tok-1');
    type('New password', 'new-secret');
    type('Confirm new password', 'new-secret');
    submit();
    expect(await screen.findByRole('heading', { level: 1, name: 'Password changed' })).toBeTruthy();
    expect(screen.getByText(/every session was signed out/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(resetPassword).toHaveBeenCalledWith({ token: 'tok-1', password: 'new-secret' });
  });

  it('shows the server message for an invalid or expired token, with a link to a new one', async () => {
    await renderReset(
      '/reset-password?token=old',
      vi.fn().mockRejectedValue(new AppError('RESET_TOKEN_INVALID')),
    );
    type('New password', 'new-secret');
    type('Confirm new password', 'new-secret');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This password reset link is invalid or has expired',
    );
    expect(screen.getByRole('link', { name: 'Request a new link' })).toBeTruthy();
    expect(screen.queryByLabelText('New password')).toBeNull();
  });

  it('keeps the form on any other failure', async () => {
    await renderReset('/reset-password?token=tok-1', vi.fn().mockRejectedValue(new AppError('RATE_LIMITED')));
    type('New password', 'new-secret');
    type('Confirm new password', 'new-secret');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Too many requests. Please try again later.');
    expect(screen.getByLabelText('New password')).toBeTruthy();
  });
});
