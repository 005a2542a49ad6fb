import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthCard } from './auth-card.js';
import { AuthForm } from './auth-form.js';
import { AuthFrame } from './auth-frame.js';
import { EmailField } from './email-field.js';
import { PasswordField } from './password-field.js';

afterEach(cleanup);

describe('the sign-in frame and card', () => {
  it('draws the brand with its badge, the one heading, the form and the footer', () => {
    const submit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <AuthFrame tint="#e2e8f0" badge="Admin" footer={<p>Staff only</p>}>
        <AuthCard title="Sign in" subtitle="Welcome back." footer="Need an account?">
          <AuthForm onSubmit={submit} error="Invalid login credentials" label="Sign in">
            <button type="submit">Go</button>
          </AuthForm>
        </AuthCard>
      </AuthFrame>,
    );
    expect(screen.getByRole('main').textContent).toContain('Tradesim Admin');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sign in');
    expect(screen.getByText('Welcome back.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Invalid login credentials');
    expect(screen.getByText('Need an account?')).toBeTruthy();
    expect(screen.getByText('Staff only')).toBeTruthy();
    fireEvent.submit(screen.getByRole('form', { name: 'Sign in' }));
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('shows no error box when there is no error', () => {
    render(
      <AuthForm onSubmit={vi.fn()} error={null} label="Sign in">
        <input aria-label="Email" />
      </AuthForm>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('PasswordField', () => {
  it('shows and hides the password, saying what the toggle will do', () => {
    render(<PasswordField label="Password" />);
    const input = screen.getByLabelText('Password') as HTMLInputElement;
    expect(input.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.type).toBe('text');
    expect(screen.getByRole('button', { name: 'Hide password' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input.type).toBe('password');
  });
});

describe('EmailField', () => {
  it('is an email input labelled "Email", autofilled as an email unless told otherwise', () => {
    render(<EmailField autoComplete="username" />);
    const input = screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement;
    expect([input.type, input.inputMode, input.autocomplete]).toEqual(['email', 'email', 'username']);
  });
});
