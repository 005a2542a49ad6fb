import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { roleRefusal } from '../../features/auth/area-gate.js';
import { dashboardOffers, renderConsoleAs, rowMenu, sidebar } from '../../test/console-as.js';

afterEach(cleanup);

describe('the console of support staff: users and the support center', () => {
  it('lists only the sections support may read', async () => {
    renderConsoleAs('support', '/dashboard');
    expect(await sidebar()).toEqual(['Dashboard', 'Users', 'Support', 'Settings']);
  });

  it('shows no money cards or approvals on the dashboard, and no full ledger check', async () => {
    renderConsoleAs('support', '/dashboard');
    const { cards, actions } = await dashboardOffers();
    expect(cards).toEqual(['Open Support Tickets', 'Total Users', 'Active Users']);
    expect(actions).toEqual(['View Users', 'Support Tickets']);
    expect(screen.queryByRole('button', { name: 'Verify now' })).toBeNull();
  });

  it('bans but does not edit balances', async () => {
    renderConsoleAs('support', '/users');
    expect(await rowMenu(/^Actions for Ada Lovelace/)).toEqual(['View Details', 'Ban User']);
  });

  it('is refused the transactions and the approvals', async () => {
    renderConsoleAs('support', '/approvals');
    expect(await screen.findByText(roleRefusal)).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });
});
