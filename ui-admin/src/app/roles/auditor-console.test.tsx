import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  approvalButtons,
  dashboardOffers,
  renderConsoleAs,
  rowMenu,
  sidebar,
} from '../../test/console-as.js';
import { ticketDetailFixture } from '../../test/fixtures.js';

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

  it('offers no change to the catalogue: the asset menu, the header, the price feed', async () => {
    renderConsoleAs('auditor', '/assets');
    expect(await rowMenu(/^Actions for /)).toEqual(['View Details']);
    expect(screen.getByRole('button', { name: 'Debug Images' })).toBeTruthy();
    for (const name of ['Add Asset', 'Bulk Add', 'Update Images', 'Update Now', /Auto-Update/]) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
  });

  it('reads a ticket without replying or changing it', async () => {
    renderConsoleAs('auditor', `/support?ticket=${ticketDetailFixture().id}`);
    expect(await screen.findByText('Your role reads the support center; it cannot reply.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Reply' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Send/ })).toBeNull();
    for (const select of screen.getAllByRole('combobox', { name: /^(Status|Priority|Assigned to)$/ })) {
      expect((select as HTMLSelectElement).disabled).toBe(true);
    }
  });

  it('reads the durations and the trading limits without a button to change them', async () => {
    renderConsoleAs('auditor', '/settings/durations');
    await screen.findByText('5 hours');
    expect(screen.queryByRole('button', { name: /Add Duration|Edit|Deactivate|Delete/ })).toBeNull();
    cleanup();
    renderConsoleAs('auditor', '/settings/trading');
    const minimum = (await screen.findByLabelText('Minimum investment (USD)')) as HTMLInputElement;
    expect(minimum.readOnly).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
  });
});
