import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { AppError } from '@tradesim/core';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSdk } from '../../../test/fake-sdk.js';
import { profileFixture } from '../../../test/fixtures.js';
import { renderPage } from '../../../test/render.js';
import { GuestOnly } from '../require-auth.js';
import { LoginPage } from './login-page.js';

afterEach(cleanup);

const session = { accessToken: 'a', refreshToken: 'r', expiresAt: '2099-01-01T00:00:00.000Z' };
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

function renderLogin(
  login = vi.fn().mockResolvedValue({ user: profileFixture(), session }),
  state?: unknown,
) {
  const sdk = fakeSdk({ auth: { login } }, { signedIn: false });
  renderPage(<LoginPage />, { sdk, path: '/login', state });
  return { login };
}

describe('the login screen', () => {
  it('says what is missing without calling the service', async () => {
    const { login } = renderLogin();
    submit();
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(login).not.toHaveBeenCalled();
  });

  it('refuses an address that is not an email', async () => {
    const { login } = renderLogin();
    type('Email', 'ada-at-example');
    type('Password', 'secret1');
    submit();
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(login).not.toHaveBeenCalled();
  });

  it('asks for the second factor when the account has one, and signs in with it', async () => {
    const login = vi
      .fn()
      .mockRejectedValueOnce(new AppError('MFA_REQUIRED'))
      .mockResolvedValue({ user: profileFixture(), session });
    renderLogin(login);
    expect(screen.queryByLabelText('Verification code')).toBeNull();
    type('Email', 'ada@example.com');
    type('Password', 'secret1');
    submit();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Verification code')));
    expect(screen.queryByRole('alert')).toBeNull();
    type('Verification code', ' 123 456 ');
    submit();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(login).toHaveBeenLastCalledWith({ email: 'ada@example.com', password: 'secret1', code: '123456' });
  });

  it('signs in with the trimmed, lower-cased email and goes home', async () => {
    const { login } = renderLogin();
    type('Email', '  Ada@Example.com ');
    type('Password', 'secret1');
    submit();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(login).toHaveBeenCalledWith({ email: 'ada@example.com', password: 'secret1' });
  });

  it('goes back to the page that asked for sign-in', async () => {
    renderLogin(undefined, { from: '/portfolio?view=archived' });
    type('Email', 'ada@example.com');
    type('Password', 'secret1');
    submit();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/portfolio?view=archived'));
  });

  it('goes back there in the app too, where GuestOnly guards /login and redirects on sign-in', async () => {
    const login = vi.fn().mockResolvedValue({ user: profileFixture(), session });
    const guarded = (
      <Routes>
        <Route element={<GuestOnly />}>
          <Route index element={<LoginPage />} />
        </Route>
      </Routes>
    );
    const sdk = fakeSdk({ auth: { login } }, { signedIn: false });
    renderPage(guarded, { sdk, path: '/login', state: { from: '/portfolio' } });
    type('Email', 'ada@example.com');
    type('Password', 'secret1');
    submit();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/portfolio'));
  });

  it('never follows a "from" that leaves the app', async () => {
    renderLogin(undefined, { from: '//evil.example/steal' });
    type('Email', 'ada@example.com');
    type('Password', 'secret1');
    submit();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
  });

  it.each([
    ['INVALID_CREDENTIALS', 'Invalid login credentials'],
    ['ACCOUNT_BANNED', 'Your account has been suspended'],
  ] as const)('shows the service message for %s in a red box and stays', async (code, text) => {
    renderLogin(vi.fn().mockRejectedValue(new AppError(code)));
    type('Email', 'ada@example.com');
    type('Password', 'wrong-password');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('drops the last refusal once the form is sent again, even when its own checks stop it', async () => {
    renderLogin(vi.fn().mockRejectedValue(new AppError('INVALID_CREDENTIALS')));
    type('Email', 'ada@example.com');
    type('Password', 'wrong-password');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid login credentials');
    type('Email', '');
    type('Password', '');
    submit();
    await screen.findByText('Email is required');
    // Only the fields' own messages: the refusal was about the values that are gone.
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Email is required',
      'Password is required',
    ]);
    expect(screen.queryByText('Invalid login credentials')).toBeNull();
  });

  it('is busy while signing in', async () => {
    let finish: (value: unknown) => void = () => undefined;
    renderLogin(vi.fn(() => new Promise((resolve) => (finish = resolve))));
    type('Email', 'ada@example.com');
    type('Password', 'secret1');
    submit();
    const busy = await screen.findByRole('button', { name: 'Signing in...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    finish({ user: profileFixture(), session });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
  });

  it('shows and hides the password', () => {
    renderLogin();
    const input = screen.getByLabelText('Password') as HTMLInputElement;
    expect(input.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input.type).toBe('password');
  });

  it('links to forgot-password and register', () => {
    renderLogin();
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Create one' }).getAttribute('href')).toBe('/register');
  });
});
