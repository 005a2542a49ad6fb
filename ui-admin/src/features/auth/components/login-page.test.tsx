import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { AppError } from '@tradesim/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSdk } from '../../../test/fake-sdk.js';
import { adminFixture } from '../../../test/fixtures.js';
import { renderPage } from '../../../test/render.js';
import { LoginPage } from './login-page.js';

afterEach(cleanup);

const session = { token: 'admin-token', expiresAt: '2099-01-01T00:00:00.000Z' };

function renderLogin(login = vi.fn(), state?: unknown) {
  const sdk = fakeSdk({ admin: { auth: { login } } }, { signedIn: false });
  renderPage(<LoginPage />, { sdk, path: '/login', state });
  return { sdk, login };
}

function fill(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));

describe('the admin login screen', () => {
  it('says email and password are required, and calls nothing', async () => {
    const { login } = renderLogin();
    submit();
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(login).not.toHaveBeenCalled();
  });

  it('says "Invalid or expired session" when the server ended the session, and not otherwise', () => {
    renderLogin(vi.fn(), { from: '/users', sessionEnded: true });
    expect(screen.getByText('Invalid or expired session')).toBeTruthy();
    cleanup();
    renderLogin(vi.fn(), { from: '/users' });
    expect(screen.queryByText('Invalid or expired session')).toBeNull();
  });

  it('wants an email-shaped email', async () => {
    const { login } = renderLogin();
    fill('not-an-email', 'secret');
    submit();
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.queryByText('Password is required')).toBeNull();
    expect(login).not.toHaveBeenCalled();
  });

  it('asks for the second factor when the account has one, and signs in with it', async () => {
    const login = vi
      .fn()
      .mockRejectedValueOnce(new AppError('MFA_REQUIRED'))
      .mockResolvedValue({ admin: adminFixture(), session });
    renderLogin(login);
    expect(screen.queryByLabelText('Verification code')).toBeNull();
    fill('grace@tradesim.test', 'correct-horse');
    submit();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Verification code')));
    submit();
    // An empty code is refused in the form, by the field.
    await waitFor(() =>
      expect(screen.getByLabelText('Verification code').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(login).toHaveBeenCalledTimes(1);
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: 'k7m2q-x9p4t' } });
    submit();
    await waitFor(() => expect(login).toHaveBeenCalledTimes(2));
    expect(login).toHaveBeenLastCalledWith({
      email: 'grace@tradesim.test',
      password: 'correct-horse',
      code: 'k7m2q-x9p4t',
      session: 'cookie',
    });
  });

  it('shows and hides the password', () => {
    renderLogin();
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.getAttribute('type')).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input.getAttribute('type')).toBe('password');
  });

  it('reads "Signing in..." while busy, then opens the dashboard', async () => {
    let finish: (value: unknown) => void = () => undefined;
    const login = vi.fn(() => new Promise((resolve) => (finish = resolve)));
    renderLogin(login);
    fill(' Grace@Tradesim.test ', 'correct-horse');
    submit();
    const busy = await screen.findByRole('button', { name: 'Signing in...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    // The console's session is a cookie: the sign-in asks for one.
    expect(login).toHaveBeenCalledWith({
      email: 'grace@tradesim.test',
      password: 'correct-horse',
      session: 'cookie',
    });
    finish({ admin: adminFixture(), session });
    expect((await screen.findByTestId('location')).textContent).toBe('/dashboard');
  });

  it.each([
    ['wrong credentials', new AppError('INVALID_CREDENTIALS'), 'Invalid login credentials'],
    [
      'a user who is not an admin',
      new AppError('ADMIN_REQUIRED'),
      'Access denied. Admin privileges required.',
    ],
    ['anything else', new Error('socket hang up'), 'Sign in failed'],
  ])('shows the refusal inline for %s', async (_, error, text) => {
    renderLogin(vi.fn().mockRejectedValue(error));
    fill('grace@tradesim.test', 'wrong');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('goes back to the page the guard bounced, but never off the console', async () => {
    const login = vi.fn().mockResolvedValue({ admin: adminFixture(), session });
    renderLogin(login, { from: '/transactions?status=pending' });
    fill('grace@tradesim.test', 'correct-horse');
    submit();
    expect((await screen.findByTestId('location')).textContent).toBe('/transactions?status=pending');
    cleanup();
    renderLogin(login, { from: '//evil.example/phish' });
    fill('grace@tradesim.test', 'correct-horse');
    submit();
    expect((await screen.findByTestId('location')).textContent).toBe('/dashboard');
  });

  it('clears the previous refusal when trying again', async () => {
    const login = vi
      .fn()
      .mockRejectedValueOnce(new AppError('INVALID_CREDENTIALS'))
      .mockResolvedValue({ admin: adminFixture(), session });
    renderLogin(login);
    fill('grace@tradesim.test', 'wrong');
    submit();
    await screen.findByText('Invalid login credentials');
    fill('grace@tradesim.test', 'right');
    submit();
    await waitFor(() => expect(screen.queryByText('Invalid login credentials')).toBeNull());
    expect((await screen.findByTestId('location')).textContent).toBe('/dashboard');
  });
});
