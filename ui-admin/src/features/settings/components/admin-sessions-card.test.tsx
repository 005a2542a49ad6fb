import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SessionInfo } from '@tradesim/core';
import { AppError } from '@tradesim/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSdk } from '../../../test/fake-sdk.js';
import { renderPage } from '../../../test/render.js';
import { AdminSessionsCard } from './admin-sessions-card.js';

afterEach(cleanup);

function sessionInfo(overrides: Partial<SessionInfo>): SessionInfo {
  return {
    id: '00000000-0000-4000-8000-0000000ad5e1',
    createdAt: '2026-11-20T08:00:00.000Z',
    lastUsedAt: '2026-11-22T08:00:00.000Z',
    expiresAt: '2026-11-23T08:00:00.000Z',
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36',
    ipAddress: '203.0.113.7',
    current: false,
    ...overrides,
  };
}

const otherDesk = sessionInfo({});
const thisConsole = sessionInfo({
  id: '00000000-0000-4000-8000-0000000ad5e2',
  userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0',
  lastUsedAt: '2026-11-21T08:00:00.000Z',
  current: true,
});

function renderSessions(
  list: () => Promise<{ items: SessionInfo[] }>,
  revoke = vi.fn().mockResolvedValue(undefined),
) {
  renderPage(<AdminSessionsCard />, { sdk: fakeSdk({ admin: { auth: { sessions: { list, revoke } } } }) });
  return { list, revoke };
}

describe("the console's active sessions", () => {
  it("shows 'Loading sessions...' first", () => {
    renderSessions(vi.fn(() => new Promise<never>(() => undefined)));
    const card = within(screen.getByRole('region', { name: 'Active sessions' }));
    expect(card.getByRole('heading', { level: 2, name: 'Active sessions' })).toBeTruthy();
    expect(
      card.getByText(
        'Back-office sessions signed in to your admin account. Revoke any you do not recognise.',
      ),
    ).toBeTruthy();
    expect(card.getByRole('status').textContent).toBe('Loading sessions...');
  });

  it('lists this console first as "This device", without a Revoke button', async () => {
    renderSessions(vi.fn().mockResolvedValue({ items: [otherDesk, thisConsole] }));
    const rows = await screen.findAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('p')?.textContent)).toEqual([
      'Firefox on macOSThis device',
      'Chrome on Windows',
    ]);
    expect(within(rows[0] as HTMLElement).queryByRole('button')).toBeNull();
    expect(
      within(rows[1] as HTMLElement).getByRole('button', { name: 'Revoke Chrome on Windows' }),
    ).toBeTruthy();
  });

  it('shows a failed load with a Retry that asks again', async () => {
    const list = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ items: [thisConsole] });
    renderSessions(list);
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load sessions');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('This device')).toBeTruthy();
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('revokes another session after confirmation and reads the list again', async () => {
    const list = vi
      .fn()
      .mockResolvedValueOnce({ items: [thisConsole, otherDesk] })
      .mockResolvedValue({ items: [thisConsole] });
    const { revoke } = renderSessions(list);
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke Chrome on Windows' }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke this session?' });
    expect(dialog.textContent).toContain('Chrome on Windows');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(revoke).toHaveBeenCalledWith(otherDesk.id);
    expect(screen.getByText('Session revoked. That device has been signed out.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Chrome on Windows')).toBeNull());
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('keeps the dialog open with the service message when revoking fails', async () => {
    renderSessions(
      vi.fn().mockResolvedValue({ items: [thisConsole, otherDesk] }),
      vi.fn().mockRejectedValue(new AppError('SESSION_NOT_FOUND')),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke Chrome on Windows' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Session not found');
  });
});
