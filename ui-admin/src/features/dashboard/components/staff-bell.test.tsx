import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { StaffRole } from '@tradesim/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSdk } from '../../../test/fake-sdk.js';
import { adminFixture, dashboardFixture } from '../../../test/fixtures.js';
import { LiveProbe } from '../../../test/live-probe.js';
import { renderPage } from '../../../test/render.js';
import { StaffBell } from './staff-bell.js';

afterEach(cleanup);

function renderBell(
  dashboard: () => Promise<unknown>,
  role: StaffRole = 'owner',
  notificationSettings: Record<string, unknown> = {},
) {
  const session = vi.fn().mockResolvedValue({
    admin: adminFixture({ role }),
    expiresAt: '2099-01-01T00:00:00.000Z',
  });
  const sdk = fakeSdk({ admin: { dashboard, auth: { session }, notificationSettings } });
  renderPage(
    <>
      <LiveProbe />
      <StaffBell />
    </>,
    { sdk },
  );
  return sdk;
}

describe('the bell', () => {
  it('counts pending deposits, pending withdrawals and open tickets, and links each', async () => {
    renderBell(vi.fn().mockResolvedValue(dashboardFixture()));
    expect((await screen.findByTestId('awaiting-count')).textContent).toBe('9');
    fireEvent.click(screen.getByRole('button', { name: 'Awaiting staff: 9' }));
    const link = (name: RegExp) => screen.getByRole('link', { name });
    expect(link(/Pending deposits\s*3/).getAttribute('href')).toBe(
      '/transactions?type=deposit&status=pending',
    );
    expect(link(/Pending withdrawals\s*2/).getAttribute('href')).toBe(
      '/transactions?type=withdrawal&status=pending',
    );
    expect(link(/Open support tickets\s*4/).getAttribute('href')).toBe('/support');
    fireEvent.click(link(/Pending deposits/));
    expect((await screen.findByTestId('location')).textContent).toBe(
      '/transactions?type=deposit&status=pending',
    );
  });

  it('counts four-eyes requests waiting, linking to the Approvals screen', async () => {
    renderBell(vi.fn().mockResolvedValue(dashboardFixture({ pendingApprovals: 2 })));
    expect((await screen.findByTestId('awaiting-count')).textContent).toBe('11');
    fireEvent.click(screen.getByRole('button', { name: 'Awaiting staff: 11' }));
    expect(screen.getByRole('link', { name: /Approvals waiting\s*2/ }).getAttribute('href')).toBe(
      '/approvals',
    );
  });

  it('rings each role only for what it may open', async () => {
    renderBell(vi.fn().mockResolvedValue(dashboardFixture({ pendingApprovals: 2 })), 'support');
    // Support works the 4 open tickets, not the money.
    expect((await screen.findByTestId('awaiting-count')).textContent).toBe('4');
    fireEvent.click(screen.getByRole('button', { name: 'Awaiting staff: 4' }));
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Open support tickets4']);
    cleanup();
    renderBell(vi.fn().mockResolvedValue(dashboardFixture({ pendingApprovals: 2 })), 'finance');
    // Finance: 3 deposits, 2 withdrawals, 2 approvals; no tickets.
    expect((await screen.findByTestId('awaiting-count')).textContent).toBe('7');
    fireEvent.click(screen.getByRole('button', { name: 'Awaiting staff: 7' }));
    expect(screen.queryByRole('link', { name: /Open support tickets/ })).toBeNull();
    expect(screen.getByRole('link', { name: /Approvals waiting/ })).toBeTruthy();
  });

  it('leaves out the kinds the staff member took off the bell in Settings > Notifications', async () => {
    const get = vi.fn().mockResolvedValue({
      items: [
        { event: 'deposit_submitted', bell: false, mail: true },
        { event: 'withdrawal_requested', bell: true, mail: false },
        { event: 'ticket_opened', bell: false, mail: false },
        { event: 'approval_requested', bell: true, mail: false },
      ],
    });
    renderBell(vi.fn().mockResolvedValue(dashboardFixture({ pendingApprovals: 2 })), 'owner', { get });
    // 2 withdrawals and 2 approvals; the 3 deposits and 4 tickets are not rung for.
    await waitFor(() => expect(screen.getByTestId('awaiting-count').textContent).toBe('4'));
    fireEvent.click(screen.getByRole('button', { name: 'Awaiting staff: 4' }));
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Pending withdrawals2',
      'Approvals waiting2',
    ]);
  });

  it('shows no badge and says all is caught up when nothing waits', async () => {
    const empty = dashboardFixture({ pendingDeposits: 0, pendingWithdrawals: 0, openTickets: 0 });
    renderBell(vi.fn().mockResolvedValue(empty));
    fireEvent.click(await screen.findByRole('button', { name: 'Awaiting staff: nothing' }));
    expect(await screen.findByText('Nothing is waiting. All caught up.')).toBeTruthy();
    expect(screen.queryByTestId('awaiting-count')).toBeNull();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });

  it('lists only the kinds that have something waiting, and caps the badge at 99+', async () => {
    renderBell(
      vi
        .fn()
        .mockResolvedValue(dashboardFixture({ pendingDeposits: 120, pendingWithdrawals: 0, openTickets: 0 })),
    );
    expect((await screen.findByTestId('awaiting-count')).textContent).toBe('99+');
    fireEvent.click(screen.getByRole('button', { name: 'Awaiting staff: 120' }));
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('says so when the counts cannot be loaded', async () => {
    renderBell(vi.fn().mockRejectedValue(new Error('down')));
    fireEvent.click(await screen.findByRole('button', { name: 'Awaiting staff: nothing' }));
    expect(await screen.findByText('Could not load the counts.')).toBeTruthy();
  });

  it('counts live: a new withdrawal and a new ticket move the badge without a reload', async () => {
    const dashboard = vi
      .fn()
      .mockResolvedValueOnce(dashboardFixture())
      .mockResolvedValueOnce(dashboardFixture({ pendingWithdrawals: 3 }))
      .mockResolvedValue(dashboardFixture({ pendingWithdrawals: 3, openTickets: 5 }));
    const sdk = renderBell(dashboard);
    expect((await screen.findByTestId('awaiting-count')).textContent).toBe('9');
    sdk.emit({
      topic: 'admin.transactions',
      event: 'insert',
      data: { id: '00000000-0000-4000-8000-0000000000f8', type: 'withdrawal', status: 'pending' },
    });
    await waitFor(() => expect(screen.getByTestId('awaiting-count').textContent).toBe('10'));
    sdk.emit({
      topic: 'admin.support',
      event: 'ticket',
      data: { id: '00000000-0000-4000-8000-0000000000b9', status: 'open' },
    });
    await waitFor(() => expect(screen.getByTestId('awaiting-count').textContent).toBe('11'));
  });

  it('closes its panel on Escape', async () => {
    renderBell(vi.fn().mockResolvedValue(dashboardFixture()));
    fireEvent.click(await screen.findByRole('button', { name: 'Awaiting staff: 9' }));
    expect(screen.getByRole('region', { name: 'Awaiting staff' })).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('region', { name: 'Awaiting staff' })).toBeNull();
  });
});
