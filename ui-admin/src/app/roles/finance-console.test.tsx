import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  approvalButtons,
  dashboardOffers,
  renderConsoleAs,
  requests,
  rowMenu,
  sidebar,
} from '../../test/console-as.js';

afterEach(cleanup);

describe('the console of finance staff: money, approvals, payment settings', () => {
  it('lists the money sections, and neither support nor staff', async () => {
    renderConsoleAs('finance', '/dashboard');
    expect(await sidebar()).toEqual([
      'Dashboard',
      'Users',
      'Transactions',
      'Approvals',
      'Payment Settings',
      'Settings',
      'Audit Log',
    ]);
  });

  it('shows the money cards and no support card or quick action', async () => {
    renderConsoleAs('finance', '/dashboard');
    const { cards, actions } = await dashboardOffers();
    expect(cards).toEqual([
      'Pending Approvals',
      'Pending Deposits',
      'Pending Withdrawals',
      'Total Users',
      'Active Users',
      'Total Transactions',
      'Total Revenue',
    ]);
    expect(actions).toEqual(['View Users', 'Review Transactions', 'Review Approvals']);
    expect(screen.getByRole('button', { name: 'Verify now' })).toBeTruthy();
  });

  it('edits balances but does not ban', async () => {
    renderConsoleAs('finance', '/users');
    expect(await rowMenu(/^Actions for Ada Lovelace/)).toEqual(['View Details', 'Edit Balance']);
  });

  it('reviews a pending transaction', async () => {
    renderConsoleAs('finance', '/transactions');
    expect(await rowMenu(/^Actions for deposit/)).toEqual(['View Details', 'Approve', 'Reject']);
  });

  it('decides money and the deposit wallet, never the rules', async () => {
    renderConsoleAs('finance', '/approvals');
    const [credit, wallet, policy] = requests.map((request) => request.summary);
    expect(await approvalButtons()).toEqual({
      [credit ?? '']: ['Reject', 'Approve'],
      [wallet ?? '']: ['Reject', 'Approve'],
      [policy ?? '']: [],
    });
  });
});
