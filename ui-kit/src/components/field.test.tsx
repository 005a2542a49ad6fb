import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Field } from './field.js';

afterEach(cleanup);

describe('Field', () => {
  it('labels its input and shows the hint when there is no error', () => {
    render(<Field label="Amount" hint="Amount is valid" hintTone="positive" />);
    const input = screen.getByLabelText('Amount');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    const hint = screen.getByText('Amount is valid');
    expect(input.getAttribute('aria-describedby')).toBe(hint.id);
    expect(hint.getAttribute('aria-live')).toBe('polite');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the error instead of the hint, as an alert tied to an invalid input', () => {
    render(<Field label="Email" error="Email is required" hint="We never share it" />);
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const error = screen.getByRole('alert');
    expect(error.textContent).toBe('Email is required');
    expect(input.getAttribute('aria-describedby')).toBe(error.id);
    expect(screen.queryByText('We never share it')).toBeNull();
  });

  it('describes nothing when there is neither, and draws the trailing control', () => {
    render(<Field label="Password" type="password" trailing={<button type="button">Show</button>} />);
    expect(screen.getByLabelText('Password').getAttribute('aria-describedby')).toBeNull();
    expect(screen.getByRole('button', { name: 'Show' })).toBeTruthy();
  });
});
