import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AppError } from '@tradesim/core';
import { commonPasswordRefusal, expectOnlyFieldMessage } from '@tradesim/ui-kit/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSdk } from '../../../test/fake-sdk.js';
import { renderPage } from '../../../test/render.js';
import { PasswordCard } from './password-card.js';

afterEach(cleanup);

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
const fillIn = (current: string, next: string, confirmation = next) => {
  type('Current password', current);
  type('New password', next);
  type('Confirm new password', confirmation);
};

function renderCard(changePassword = vi.fn().mockResolvedValue(undefined)) {
  const { queryClient } = renderPage(<PasswordCard />, {
    sdk: fakeSdk({ admin: { auth: { changePassword } } }),
  });
  return { changePassword, queryClient };
}

describe("the console's password card", () => {
  it('is a "Password" card with the three password fields', () => {
    renderCard();
    const card = within(screen.getByRole('region', { name: 'Password' }));
    expect(card.getByRole('heading', { level: 2, name: 'Password' })).toBeTruthy();
    expect(card.getByLabelText('Current password')).toBeTruthy();
    expect(card.getByLabelText('New password')).toBeTruthy();
    expect(card.getByLabelText('Confirm new password')).toBeTruthy();
  });

  it('requires the current password, the new one and its confirmation', async () => {
    const { changePassword } = renderCard();
    submit();
    expect(await screen.findAllByText('Password is required')).toHaveLength(2);
    expect(screen.getByText('Please confirm your password')).toBeTruthy();
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('refuses a staff password under 12 characters', async () => {
    const { changePassword } = renderCard();
    expect(screen.getByText('At least 12 characters')).toBeTruthy();
    fillIn('old-secret', 'eleven-char');
    submit();
    expect(await screen.findByText('Password must be at least 12 characters long')).toBeTruthy();
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('refuses a confirmation that does not match', async () => {
    const { changePassword } = renderCard();
    fillIn('old-secret', 'a-new-secret', 'a-new-secreT');
    submit();
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('says a wrong current password is incorrect and keeps what was typed', async () => {
    renderCard(vi.fn().mockRejectedValue(new AppError('CURRENT_PASSWORD_INCORRECT')));
    fillIn('wrong', 'a-new-secret');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Current password is incorrect');
    expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe('wrong');
  });

  it('changes it, says other sessions were signed out, clears the form and rereads the sessions', async () => {
    const { changePassword, queryClient } = renderCard();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    fillIn('old-secret', 'a-new-secret');
    submit();
    expect((await screen.findByRole('status')).textContent).toBe(
      'Your password has been changed. Your other sessions were signed out.',
    );
    expect(changePassword).toHaveBeenCalledWith({
      currentPassword: 'old-secret',
      newPassword: 'a-new-secret',
    });
    for (const label of ['Current password', 'New password', 'Confirm new password']) {
      expect((screen.getByLabelText(label) as HTMLInputElement).value).toBe('');
    }
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['admin-sessions'] }));
  });

  it("shows the server's refusal of a common password under the new password", async () => {
    const refusal = commonPasswordRefusal('newPassword');
    renderCard(vi.fn().mockRejectedValue(refusal));
    fillIn('old-secret', 'qwertyuiop12');
    submit();
    await expectOnlyFieldMessage('New password', refusal.message);
    expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe('qwertyuiop12');
  });

  it('is busy while changing', async () => {
    renderCard(vi.fn(() => new Promise(() => undefined)));
    fillIn('old-secret', 'a-new-secret');
    submit();
    const busy = await screen.findByRole('button', { name: 'Changing...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
  });
});
