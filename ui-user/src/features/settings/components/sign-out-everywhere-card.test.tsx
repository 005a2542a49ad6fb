import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSdk } from '../../../test/fake-sdk.js';
import { renderPage } from '../../../test/render.js';
import { SignOutEverywhereCard } from './sign-out-everywhere-card.js';

afterEach(cleanup);

function renderCard(logout = vi.fn().mockResolvedValue(undefined)) {
  renderPage(<SignOutEverywhereCard />, { sdk: fakeSdk({ auth: { logout } }), path: '/settings' });
  fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
  return { logout, dialog: screen.getByRole('dialog', { name: 'Sign out everywhere?' }) };
}

describe('sign out everywhere', () => {
  it('asks first, then signs out every session and goes to /login', async () => {
    const { logout, dialog } = renderCard();
    expect(logout).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
    expect(logout).toHaveBeenCalledWith({ scope: 'global' });
  });

  it('still leaves this device signed out when the call fails', async () => {
    const { logout, dialog } = renderCard(vi.fn().mockRejectedValue(new Error('offline')));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
    expect(logout).toHaveBeenCalledWith({ scope: 'global' });
  });

  it('does nothing on Cancel', () => {
    const { logout, dialog } = renderCard();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(logout).not.toHaveBeenCalled();
  });
});
