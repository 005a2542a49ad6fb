import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  approvalButtons,
  dashboardOffers,
  renderConsoleAs,
  rowMenu,
  sidebar,
} from '../../test/console-as.js';

afterEach(cleanup);

describe('the console of an auditor: everything to read, nothing to change', () => {
  it('lists every section', async () => {
    renderConsoleAs('auditor', '/dashboard');
    expect(await sidebar()).toEqual([
      'Dashboard',
      'Users',
      'Assets',
      'Transactions',
      'Approvals',
      'Payment Settings',
      'Support',
      'Staff',
      'Settings',
      'Audit Log',
    ]);
  });

  it('shows every dashboard card, and quick actions that only view', async () => {
    renderConsoleAs('auditor', '/dashboard');
    const { cards, actions } = await dashboardOffers();
    expect(cards).toEqual(
      expect.arrayContaining(['Pending Approvals', 'Pending Deposits', 'Open Support Tickets']),
    );
    expect(actions).toEqual(['View Users', 'View Transactions', 'View Approvals', 'Support Tickets']);
    expect(actions).not.toContain('Review Transactions');
    expect(screen.getByRole('button', { name: 'Verify now' })).toBeTruthy();
  });

  it('offers no Edit Balance or Ban on a user, in the row menu or the details', async () => {
    renderConsoleAs('auditor', '/users');
    expect(await rowMenu(/^Actions for Ada Lovelace/)).toEqual(['View Details']);
    fireEvent.click(await screen.findByRole('button', { name: /^Actions for Ada Lovelace/ }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'View Details' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'User Details' }));
    await dialog.findByText('Regular User');
    expect(dialog.queryByRole('button', { name: 'Edit Balance' })).toBeNull();
    expect(dialog.queryByRole('button', { name: /Ban User|Unban User/ })).toBeNull();
  });

  it('offers no Approve or Reject on a pending transaction', async () => {
    renderConsoleAs('auditor', '/transactions');
    expect(await rowMenu(/^Actions for deposit/)).toEqual(['View Details']);
  });

  it('offers no decision on any request', async () => {
    renderConsoleAs('auditor', '/approvals');
    const buttons = await approvalButtons();
    expect(Object.keys(buttons)).toHaveLength(3);
    for (const offered of Object.values(buttons)) expect(offered).toEqual([]);
  });
});
