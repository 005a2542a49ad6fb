import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SessionInfo } from '@tradesim/core';
import { AppError } from '@tradesim/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSdk } from '../../../test/fake-sdk.js';
import { renderPage } from '../../../test/render.js';
import { SessionsCard } from './sessions-card.js';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function sessionInfo(overrides: Partial<SessionInfo>): SessionInfo {
  return {
    id: '00000000-0000-4000-8000-0000000005e1',
    createdAt: '2026-11-20T08:00:00.000Z',
    lastUsedAt: '2026-11-22T08:00:00.000Z',
    expiresAt: '2026-12-20T08:00:00.000Z',
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36',
    ipAddress: '203.0.113.7',
    current: false,
    ...overrides,
  };
}

const phone = sessionInfo({
  id: '00000000-0000-4000-8000-0000000005e2',
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Version/17.5 Mobile Safari/604.1',
  lastUsedAt: '2026-11-21T08:00:00.000Z',
});
const laptop = sessionInfo({});
const here = sessionInfo({
  id: '00000000-0000-4000-8000-0000000005e3',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
  lastUsedAt: '2026-11-01T08:00:00.000Z',
  current: true,
});

function renderSessions(
  list: () => Promise<{ items: SessionInfo[] }>,
  revoke = vi.fn().mockResolvedValue(undefined),
) {
  renderPage(<SessionsCard />, { sdk: fakeSdk({ sessions: { list, revoke } }) });
  return { list, revoke };
}

describe('the active sessions list', () => {
  it("shows 'Loading sessions...' first", () => {
    renderSessions(vi.fn(() => new Promise<never>(() => undefined)));
    expect(screen.getByRole('status').textContent).toBe('Loading sessions...');
  });

  it('lists this device first, then the most recently used, with devices and times', async () => {
    renderSessions(vi.fn().mockResolvedValue({ items: [phone, here, laptop] }));
    const rows = await screen.findAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('p')?.textContent)).toEqual([
      'Firefox on LinuxThis device',
      'Chrome on Windows',
      'Safari on iOS',
    ]);
    expect(within(rows[0] as HTMLElement).queryByRole('button')).toBeNull();
    expect(within(rows[1] as HTMLElement).getByText(/Signed in Nov 20, 2026/).textContent).toContain(
      '203.0.113.7',
    );
    expect(within(rows[1] as HTMLElement).getByText(/Last used Nov 22, 2026/)).toBeTruthy();
  });

  it("says 'No active sessions' for an empty list", async () => {
    renderSessions(vi.fn().mockResolvedValue({ items: [] }));
    expect(await screen.findByText('No active sessions')).toBeTruthy();
  });

  it('shows a failed load with a Retry that asks again', async () => {
    const list = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ items: [here] });
    renderSessions(list);
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load sessions');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('This device')).toBeTruthy();
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('revokes another session after confirmation, rereads the list and says so for 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const list = vi
      .fn()
      .mockResolvedValueOnce({ items: [here, laptop] })
      .mockResolvedValue({ items: [here] });
    const { revoke } = renderSessions(list);
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke Chrome on Windows' }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke this session?' });
    expect(dialog.textContent).toContain('Chrome on Windows');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(revoke).toHaveBeenCalledWith(laptop.id);
    expect(screen.getByText('Session revoked. That device has been signed out.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Chrome on Windows')).toBeNull());
    expect(list).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3100);
    await waitFor(() =>
      expect(screen.queryByText('Session revoked. That device has been signed out.')).toBeNull(),
    );
  });

  it('does nothing on Cancel', async () => {
    const { revoke } = renderSessions(vi.fn().mockResolvedValue({ items: [here, laptop] }));
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke Chrome on Windows' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(revoke).not.toHaveBeenCalled();
  });

  it('keeps the dialog open with the service message when revoking fails', async () => {
    renderSessions(
      vi.fn().mockResolvedValue({ items: [here, laptop] }),
      vi.fn().mockRejectedValue(new AppError('SESSION_NOT_FOUND')),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke Chrome on Windows' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Session not found');
  });
});
