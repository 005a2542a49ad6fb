import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSdk } from '../../../test/fake-sdk.js';
import { LiveProbe } from '../../../test/live-probe.js';
import { renderPage } from '../../../test/render.js';
import { NotificationBell } from './notification-bell.js';

afterEach(cleanup);

const approved = {
  id: '00000000-0000-4000-8000-00000000b001',
  title: 'Deposit approved',
  message: 'Your deposit of $100.00 was approved.',
  type: 'deposit',
  isRead: false,
  createdAt: '2026-11-22T08:00:00.000Z',
};

describe('the notification bell', () => {
  it('counts the unread notifications the server reports and marks one read on click', async () => {
    const list = vi.fn().mockResolvedValue({ items: [approved], unreadCount: 1 });
    const read = vi.fn().mockResolvedValue({ ...approved, isRead: true });
    renderPage(<NotificationBell />, { sdk: fakeSdk({ notifications: { list, read } }) });
    expect((await screen.findByTestId('unread-count')).textContent).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'Notifications, 1 unread' }));
    fireEvent.click(screen.getByRole('button', { name: /Deposit approved/ }));
    await waitFor(() => expect(read).toHaveBeenCalledWith(approved.id));
    await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
  });

  it('shows no badge and says so when there is nothing', async () => {
    const list = vi.fn().mockResolvedValue({ items: [], unreadCount: 0 });
    renderPage(<NotificationBell />, { sdk: fakeSdk({ notifications: { list } }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No notifications yet')).toBeTruthy();
    expect(screen.queryByTestId('unread-count')).toBeNull();
  });

  it('refetches when a notification event arrives', async () => {
    const list = vi
      .fn()
      .mockResolvedValueOnce({ items: [], unreadCount: 0 })
      .mockResolvedValue({ items: [approved], unreadCount: 1 });
    const sdk = fakeSdk({ notifications: { list } });
    renderPage(
      <>
        <LiveProbe />
        <NotificationBell />
      </>,
      { sdk },
    );
    await screen.findByRole('button', { name: 'Notifications' });
    sdk.emit({ topic: 'me', event: 'notification', data: { id: approved.id } });
    expect((await screen.findByTestId('unread-count')).textContent).toBe('1');
  });
});
