import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { AppError } from '@tradesim/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSdk } from '../../../test/fake-sdk.js';
import { renderPage } from '../../../test/render.js';
import { NotificationsPage } from './notifications-page.js';

afterEach(cleanup);

const defaults = {
  items: [
    { event: 'deposit_submitted', bell: true, mail: false },
    { event: 'withdrawal_requested', bell: true, mail: false },
  ],
};

function renderNotifications(notificationSettings: Record<string, unknown>) {
  const sdk = fakeSdk({ admin: { notificationSettings } });
  renderPage(<NotificationsPage />, { sdk });
  return sdk;
}

const toggle = (name: string) => screen.getByRole('switch', { name }) as HTMLInputElement;

describe('Settings > Notifications', () => {
  it('lists the events the role hears of, with the bell and mail switches as saved', async () => {
    renderNotifications({ get: vi.fn().mockResolvedValue(defaults) });
    expect(await screen.findByRole('rowheader', { name: 'A deposit is waiting for review' })).toBeTruthy();
    expect(toggle('Bell: A deposit is waiting for review').checked).toBe(true);
    expect(toggle('Mail: A deposit is waiting for review').checked).toBe(false);
    expect(screen.getAllByRole('row')).toHaveLength(3);
  });

  it('saves one switch at once and shows the saved state', async () => {
    const update = vi.fn().mockResolvedValue({
      items: [defaults.items[0] && { ...defaults.items[0], mail: true }, defaults.items[1]],
    });
    renderNotifications({ get: vi.fn().mockResolvedValue(defaults), update });
    fireEvent.click(await screen.findByRole('switch', { name: 'Mail: A deposit is waiting for review' }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith({
        items: [{ event: 'deposit_submitted', bell: true, mail: true }],
      }),
    );
    await waitFor(() => expect(toggle('Mail: A deposit is waiting for review').checked).toBe(true));
    expect(toggle('Mail: A deposit is waiting for review').disabled).toBe(false);
  });

  it('says why a change was refused and keeps the saved state', async () => {
    const update = vi
      .fn()
      .mockRejectedValue(new AppError('VALIDATION_FAILED', 'Your role does not receive this event'));
    renderNotifications({ get: vi.fn().mockResolvedValue(defaults), update });
    fireEvent.click(await screen.findByRole('switch', { name: 'Bell: A withdrawal is waiting for review' }));
    expect(await screen.findByText('Your role does not receive this event')).toBeTruthy();
    expect(toggle('Bell: A withdrawal is waiting for review').checked).toBe(true);
  });
});
