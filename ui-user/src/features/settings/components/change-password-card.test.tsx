import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { AppError } from '@tradesim/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSdk } from '../../../test/fake-sdk.js';
import { renderPage } from '../../../test/render.js';
import { ChangePasswordCard } from './change-password-card.js';

afterEach(cleanup);

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Change password' }));

function renderCard(changePassword = vi.fn().mockResolvedValue(undefined)) {
  const { queryClient } = renderPage(<ChangePasswordCard />, { sdk: fakeSdk({ me: { changePassword } }) });
  return { changePassword, queryClient };
}

describe('changing the password', () => {
  it('requires all three fields', async () => {
    const { changePassword } = renderCard();
    submit();
    expect(await screen.findAllByText('Password is required')).toHaveLength(2);
    expect(screen.getByText('Please confirm your password')).toBeTruthy();
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('refuses a new password under 8 characters and a confirmation that does not match', async () => {
    const { changePassword } = renderCard();
    expect(screen.getByText('At least 8 characters')).toBeTruthy();
    type('Current password', 'old-secret');
    type('New password', 'seven-7');
    type('Confirm new password', 'seven-8');
    submit();
    expect(await screen.findByText('Password must be at least 8 characters long')).toBeTruthy();
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('changes it, clears the form, says other sessions were signed out, and rereads the sessions', async () => {
    const { changePassword, queryClient } = renderCard();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    type('Current password', 'old-secret');
    type('New password', 'new-secret');
    type('Confirm new password', 'new-secret');
    submit();
    expect((await screen.findByRole('status')).textContent).toBe(
      'Your password has been changed. Your other sessions were signed out.',
    );
    expect(changePassword).toHaveBeenCalledWith({ currentPassword: 'old-secret', newPassword: 'new-secret' });
    expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['sessions'] }));
  });

  it('shows a wrong current password in the red box and keeps what was typed', async () => {
    renderCard(vi.fn().mockRejectedValue(new AppError('CURRENT_PASSWORD_INCORRECT')));
    type('Current password', 'bad');
    type('New password', 'new-secret');
    type('Confirm new password', 'new-secret');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Current password is incorrect');
    expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe('new-secret');
  });

  it('is busy while changing', async () => {
    renderCard(vi.fn(() => new Promise(() => undefined)));
    type('Current password', 'old-secret');
    type('New password', 'new-secret');
    type('Confirm new password', 'new-secret');
    submit();
    const busy = await screen.findByRole('button', { name: 'Changing...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
  });
});
