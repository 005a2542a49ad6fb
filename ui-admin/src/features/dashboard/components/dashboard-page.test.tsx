import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AppError } from '@tradesim/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSdk } from '../../../test/fake-sdk.js';
import { dashboardFixture } from '../../../test/fixtures.js';
import { LiveProbe } from '../../../test/live-probe.js';
import { renderPage } from '../../../test/render.js';
import { DashboardPage } from './dashboard-page.js';

afterEach(cleanup);

const renderDashboard = (admin: Record<string, unknown>) => {
  const sdk = fakeSdk({ admin });
  const result = renderPage(
    <>
      <LiveProbe />
      <DashboardPage />
    </>,
    { sdk, path: '/dashboard' },
  );
  return { ...result, sdk };
};

const card = (label: string) => screen.getByRole('link', { name: new RegExp(`^${label}`) });

describe('the dashboard', () => {
  it('shows a spinner while the figures load', async () => {
    renderDashboard({ dashboard: () => new Promise(() => undefined) });
    expect((await screen.findByRole('status')).textContent).toBe('Loading dashboard...');
  });

  it('shows every card of the spec, plus pending deposits, each opening the list it counts', async () => {
    renderDashboard({ dashboard: vi.fn().mockResolvedValue(dashboardFixture()) });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    const expected: [string, string, string][] = [
      ['Total Users', '1,284', '/users'],
      ['Active Users', '312', '/users?status=active'],
      ['Total Assets', '50', '/assets'],
      ['Total Transactions', '9,876', '/transactions'],
      ['Total Revenue', '$1,250,340.50', '/transactions?type=deposit&status=completed'],
      ['Pending Withdrawals', '2', '/transactions?type=withdrawal&status=pending'],
      ['Pending Deposits', '3', '/transactions?type=deposit&status=pending'],
      ['Open Support Tickets', '4', '/support'],
    ];
    for (const [label, value, href] of expected) {
      expect(screen.getByTestId(`stat-${label}`).textContent).toBe(value);
      expect(card(label).getAttribute('href')).toBe(href);
    }
    expect(within(card('Active Users')).getByText('Last login within 7 days')).toBeTruthy();
    expect(within(card('Total Revenue')).getByText('Completed deposits')).toBeTruthy();
    expect(within(card('Open Support Tickets')).getByText('Open or in progress')).toBeTruthy();
  });

  it('counts the requests waiting for a second approval, says how long the oldest has waited, and links to them', async () => {
    const threeHoursAgo = new Date(Date.now() - 3 * 3_600_000 - 60_000).toISOString();
    renderDashboard({
      dashboard: vi
        .fn()
        .mockResolvedValue(dashboardFixture({ pendingApprovals: 2, oldestPendingApprovalAt: threeHoursAgo })),
    });
    expect((await screen.findByTestId('stat-Pending Approvals')).textContent).toBe('2');
    expect(within(card('Pending Approvals')).getByText('Oldest waiting 3 h')).toBeTruthy();
    expect(card('Pending Approvals').getAttribute('href')).toBe('/approvals');
  });

  it('makes every quick action go somewhere', async () => {
    renderDashboard({ dashboard: vi.fn().mockResolvedValue(dashboardFixture()) });
    const actions = within(await screen.findByRole('navigation', { name: 'Quick actions' }));
    expect(actions.getByRole('link', { name: 'View Users' }).getAttribute('href')).toBe('/users');
    expect(actions.getByRole('link', { name: 'Review Transactions' }).getAttribute('href')).toBe(
      '/transactions?status=pending',
    );
    expect(actions.getByRole('link', { name: 'Support Tickets' }).getAttribute('href')).toBe('/support');
    expect(actions.getByRole('link', { name: 'Review Approvals' }).getAttribute('href')).toBe('/approvals');
    fireEvent.click(actions.getByRole('link', { name: 'Review Transactions' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/transactions?status=pending');
  });

  it('shows "Error: {message}" when the figures fail, and Retry asks again', async () => {
    const dashboard = vi
      .fn()
      .mockRejectedValueOnce(new AppError('SERVICE_UNAVAILABLE', 'Service unavailable'))
      .mockResolvedValue(dashboardFixture());
    renderDashboard({ dashboard });
    expect((await screen.findByRole('alert')).textContent).toContain('Error: Service unavailable');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect((await screen.findByTestId('stat-Total Users')).textContent).toBe('1,284');
    expect(dashboard).toHaveBeenCalledTimes(2);
  });

  it('falls back to the screen message for an error that is not the server’s', async () => {
    renderDashboard({ dashboard: vi.fn().mockRejectedValue(new TypeError('boom')) });
    expect((await screen.findByRole('alert')).textContent).toContain('Error: Failed to load dashboard');
  });

  it('moves the figures live when a deposit arrives', async () => {
    const dashboard = vi
      .fn()
      .mockResolvedValueOnce(dashboardFixture())
      .mockResolvedValue(dashboardFixture({ pendingDeposits: 4, totalTransactions: 9877 }));
    const { sdk } = renderDashboard({ dashboard });
    await screen.findByTestId('stat-Pending Deposits');
    sdk.emit({
      topic: 'admin.transactions',
      event: 'insert',
      data: { id: '00000000-0000-4000-8000-0000000000f7', type: 'deposit', status: 'pending' },
    });
    await waitFor(() => expect(screen.getByTestId('stat-Pending Deposits').textContent).toBe('4'));
    expect(screen.getByTestId('stat-Total Transactions').textContent).toBe('9,877');
  });
});

describe('the ledger health figure', () => {
  it('says the ledger is balanced and when it was checked', async () => {
    renderDashboard({ dashboard: vi.fn().mockResolvedValue(dashboardFixture()) });
    expect((await screen.findByTestId('ledger-status')).textContent).toBe('Balanced');
    expect(screen.getByText(/^Checked Nov 22, 2026/)).toBeTruthy();
  });

  it('says when it is out of balance', async () => {
    const ledger = { balanced: false, checkedAt: '2026-11-22T08:05:00.000Z' };
    renderDashboard({ dashboard: vi.fn().mockResolvedValue(dashboardFixture({ ledger })) });
    expect((await screen.findByTestId('ledger-status')).textContent).toBe('Out of balance');
  });

  it('runs the full check on demand and reports a clean ledger', async () => {
    let finish: (value: unknown) => void = () => undefined;
    const verify = vi.fn(() => new Promise((resolve) => (finish = resolve)));
    renderDashboard({ dashboard: vi.fn().mockResolvedValue(dashboardFixture()), ledger: { verify } });
    fireEvent.click(await screen.findByRole('button', { name: 'Verify now' }));
    expect(
      ((await screen.findByRole('button', { name: 'Verifying...' })) as HTMLButtonElement).disabled,
    ).toBe(true);
    finish({
      balanced: true,
      checkedAt: '2026-11-22T09:00:00.000Z',
      accounts: [
        { account: 'platform:deposits', balance: '-100.00' },
        { account: 'user:1', balance: '100.00' },
      ],
      mismatches: [],
    });
    expect((await screen.findByText(/accounts reconcile/)).textContent).toBe(
      'All 2 accounts reconcile; no mismatch found.',
    );
  });

  it('names the mismatches a full check finds', async () => {
    const mismatches = Array.from({ length: 7 }, (_, index) => ({
      check: 'user-balance',
      account: `user:${index}`,
      detail: `balance 10.00 but postings sum to ${index}.00`,
    }));
    const verify = vi.fn().mockResolvedValue({
      balanced: false,
      checkedAt: '2026-11-22T09:00:00.000Z',
      accounts: [],
      mismatches,
    });
    renderDashboard({ dashboard: vi.fn().mockResolvedValue(dashboardFixture()), ledger: { verify } });
    fireEvent.click(await screen.findByRole('button', { name: 'Verify now' }));
    const report = await screen.findByRole('alert');
    expect(report.textContent).toContain('7 mismatches found:');
    expect(within(report).getAllByRole('listitem')).toHaveLength(5);
    expect(report.textContent).toContain('user-balance (user:0): balance 10.00 but postings sum to 0.00');
    expect(report.textContent).toContain('and 2 more.');
    await waitFor(() => expect(screen.getByTestId('ledger-status').textContent).toBe('Out of balance'));
  });

  it('says when the check itself fails', async () => {
    const verify = vi.fn().mockRejectedValue(new TypeError('network'));
    renderDashboard({ dashboard: vi.fn().mockResolvedValue(dashboardFixture()), ledger: { verify } });
    fireEvent.click(await screen.findByRole('button', { name: 'Verify now' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to verify the ledger');
  });
});
