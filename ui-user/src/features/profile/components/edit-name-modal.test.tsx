import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AppError } from '@tradesim/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSdk } from '../../../test/fake-sdk.js';
import { profileFixture } from '../../../test/fixtures.js';
import { renderPage } from '../../../test/render.js';
import { ProfilePage } from './profile-page.js';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

async function openEditor(update = vi.fn()) {
  const get = vi.fn().mockResolvedValue(profileFixture());
  renderPage(<ProfilePage />, { sdk: fakeSdk({ me: { get, update } }), path: '/profile' });
  fireEvent.click(await screen.findByRole('button', { name: 'Edit name' }));
  const dialog = screen.getByRole('dialog', { name: 'Edit name' });
  const type = (label: string, value: string) =>
    fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
  const save = () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  return { dialog, type, save, update };
}

describe('editing the name on the profile', () => {
  it('starts from the current names and requires both', async () => {
    const { dialog, type, save, update } = await openEditor();
    expect((within(dialog).getByLabelText('First name') as HTMLInputElement).value).toBe('Ada');
    type('First name', '  ');
    type('Last name', '');
    save();
    expect(await within(dialog).findByText('First name is required')).toBeTruthy();
    expect(within(dialog).getByText('Last name is required')).toBeTruthy();
    type('Last name', 'L'.repeat(101));
    save();
    expect(await within(dialog).findByText('Names must be at most 100 characters long')).toBeTruthy();
    expect(update).not.toHaveBeenCalled();
  });

  it('saves trimmed names, shows them at once and a notice that goes after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const update = vi
      .fn()
      .mockResolvedValue(
        profileFixture({ firstName: 'Augusta', lastName: 'King', displayName: 'Augusta King' }),
      );
    const { type, save } = await openEditor(update);
    type('First name', ' Augusta ');
    type('Last name', 'King');
    save();
    expect(await screen.findByRole('heading', { level: 2, name: 'Augusta King' })).toBeTruthy();
    expect(update).toHaveBeenCalledWith({ firstName: 'Augusta', lastName: 'King' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Your name has been updated')).toBeTruthy();
    await vi.advanceTimersByTimeAsync(3100);
    await waitFor(() => expect(screen.queryByText('Your name has been updated')).toBeNull());
  });

  it('shows the service error in the dialog and keeps it open', async () => {
    const { dialog, save } = await openEditor(
      vi.fn().mockRejectedValue(new AppError('VALIDATION_FAILED', 'First name is required')),
    );
    save();
    expect((await within(dialog).findByRole('alert')).textContent).toBe('First name is required');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('closes on Cancel without saving', async () => {
    const { dialog, update } = await openEditor();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(update).not.toHaveBeenCalled();
  });
});
