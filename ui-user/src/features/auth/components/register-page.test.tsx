import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { AppError } from '@tradesim/core';
import { commonPasswordRefusal, expectOnlyFieldMessage } from '@tradesim/ui-kit/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSdk } from '../../../test/fake-sdk.js';
import { profileFixture } from '../../../test/fixtures.js';
import { renderPage } from '../../../test/render.js';
import { RegisterPage } from './register-page.js';

afterEach(cleanup);

const session = { accessToken: 'a', refreshToken: 'r', expiresAt: '2099-01-01T00:00:00.000Z' };
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
const messageOf = (label: string) => {
  const input = screen.getByLabelText(label);
  const id = input.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

function renderRegister(register = vi.fn().mockResolvedValue({ user: profileFixture(), session })) {
  renderPage(<RegisterPage />, {
    sdk: fakeSdk({ auth: { register } }, { signedIn: false }),
    path: '/register',
  });
  return { register };
}

function fillValid() {
  type('First name', ' Ada ');
  type('Last name', 'Lovelace');
  type('Email', 'Ada@Example.com');
  type('Password', 'analytical-engine');
  type('Confirm password', 'analytical-engine');
}

describe('the register screen', () => {
  it('requires every field, with the core messages', async () => {
    const { register } = renderRegister();
    submit();
    await screen.findByText('First name is required');
    expect(messageOf('Last name')).toBe('Last name is required');
    expect(messageOf('Email')).toBe('Email is required');
    expect(messageOf('Password')).toBe('Password is required');
    // The confirmation names itself like the other fields do.
    expect(messageOf('Confirm password')).toBe('Please confirm your password');
    expect(register).not.toHaveBeenCalled();
  });

  it('refuses a password under 8 characters and a confirmation that does not match', async () => {
    const { register } = renderRegister();
    expect(screen.getByText('At least 8 characters')).toBeTruthy();
    fillValid();
    type('Password', 'seven-7');
    type('Confirm password', 'seven-8');
    submit();
    await screen.findByText('Password must be at least 8 characters long');
    expect(messageOf('Confirm password')).toBe('Passwords do not match');
    expect(register).not.toHaveBeenCalled();
  });

  it('refuses a bad email and over-long names and passwords', async () => {
    const { register } = renderRegister();
    fillValid();
    type('Email', 'not-an-email');
    type('First name', 'A'.repeat(101));
    type('Password', 'p'.repeat(129));
    type('Confirm password', 'p'.repeat(129));
    submit();
    await screen.findByText('Please enter a valid email address');
    expect(messageOf('First name')).toBe('Names must be at most 100 characters long');
    expect(messageOf('Password')).toBe('Password must be at most 128 characters long');
    expect(register).not.toHaveBeenCalled();
  });

  it('creates the account without the confirmation field and goes home', async () => {
    const { register } = renderRegister();
    fillValid();
    submit();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(register).toHaveBeenCalledWith({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      password: 'analytical-engine',
    });
  });

  it("shows the server's refusal of a common password under the password, not in the red box", async () => {
    const refusal = commonPasswordRefusal('password');
    renderRegister(vi.fn().mockRejectedValue(refusal));
    fillValid();
    submit();
    await expectOnlyFieldMessage('Password', refusal.message);
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('shows EMAIL_TAKEN in the red box and stays', async () => {
    renderRegister(vi.fn().mockRejectedValue(new AppError('EMAIL_TAKEN')));
    fillValid();
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('An account with this email already exists');
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('drops the refusal when the form is sent again and its own checks stop it', async () => {
    renderRegister(vi.fn().mockRejectedValue(new AppError('EMAIL_TAKEN')));
    fillValid();
    submit();
    await screen.findByText('An account with this email already exists');
    type('Email', '');
    submit();
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.queryByText('An account with this email already exists')).toBeNull();
  });

  it('is busy while creating the account', async () => {
    renderRegister(vi.fn(() => new Promise(() => undefined)));
    fillValid();
    submit();
    const busy = await screen.findByRole('button', { name: 'Creating account...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
  });

  it('links back to sign in', () => {
    renderRegister();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });
});
