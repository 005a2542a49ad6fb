import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { AppError } from '@tradesim/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSdk } from '../../../test/fake-sdk.js';
import { renderPage } from '../../../test/render.js';
import { ForgotPasswordPage } from './forgot-password-page.js';

afterEach(cleanup);

const type = (value: string) => fireEvent.change(screen.getByLabelText('Email'), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));

function renderForgot(forgotPassword = vi.fn().mockResolvedValue(undefined)) {
  const sdk = fakeSdk({ auth: { forgotPassword } }, { signedIn: false });
  renderPage(<ForgotPasswordPage />, { sdk, path: '/forgot-password' });
  return { forgotPassword };
}

describe('the forgot-password screen', () => {
  it('requires a valid email', async () => {
    const { forgotPassword } = renderForgot();
    submit();
    expect(await screen.findByText('Email is required')).toBeTruthy();
    type('nope');
    submit();
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(forgotPassword).not.toHaveBeenCalled();
  });

  it("replaces the form with 'Check your email', whether or not the account exists", async () => {
    const { forgotPassword } = renderForgot();
    type(' Ada@Example.com ');
    submit();
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your email' })).toBeTruthy();
    expect(
      screen.getByText(
        'If an account exists for ada@example.com, we sent a link to reset the password. It is valid for 1 hour.',
      ),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Email')).toBeNull();
    expect(forgotPassword).toHaveBeenCalledWith('ada@example.com');
  });

  it('goes back to the form to try another address', async () => {
    renderForgot();
    type('ada@example.com');
    submit();
    fireEvent.click(await screen.findByRole('button', { name: 'Use a different email' }));
    expect(screen.getByLabelText('Email')).toBeTruthy();
  });

  it('shows the rate-limit message and keeps the form', async () => {
    renderForgot(vi.fn().mockRejectedValue(new AppError('RATE_LIMITED')));
    type('ada@example.com');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Too many requests. Please try again later.');
    expect(screen.getByLabelText('Email')).toBeTruthy();
  });

  it('is busy while sending', async () => {
    renderForgot(vi.fn(() => new Promise(() => undefined)));
    type('ada@example.com');
    submit();
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Sending...' }) as HTMLButtonElement).disabled).toBe(true),
    );
  });
});
