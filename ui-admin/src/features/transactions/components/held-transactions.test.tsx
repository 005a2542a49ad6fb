import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { approvalFixture } from '../../../test/fixtures.js';
import {
  detailsDialog,
  listOf,
  pendingDeposit,
  proofBlob,
  renderTransactions,
  stubObjectUrls,
} from '../../../test/transactions-test-setup.js';
import { awaitingSecondApprovalText } from './badges.js';

stubObjectUrls();
afterEach(cleanup);

/** Linus approved Ada's deposit once; it waits for a second staff member. */
const request = approvalFixture({
  id: '00000000-0000-4000-8000-0000000000a9',
  kind: 'deposit',
  amount: '100.00',
  transactionId: pendingDeposit.id,
  summary: 'Deposit of $100.00 for ada@example.com',
});
const heldDeposit = { ...pendingDeposit, pendingApprovalId: request.id };

const menuOf = async (who = /by Ada/) => {
  fireEvent.click(await screen.findByRole('button', { name: new RegExp(`^Actions for .* ${who.source}`) }));
  return within(screen.getByRole('menu'));
};

describe('a transaction waiting for a second approval', () => {
  it('says so in the list and offers its request instead of Approve', async () => {
    const { router } = renderTransactions({
      transactions: { list: listOf(heldDeposit) },
      approvals: { list: vi.fn().mockResolvedValue({ items: [request] }) },
    });
    const row = within(await screen.findByTestId(`transaction-${pendingDeposit.id}`));
    expect(row.getByText(awaitingSecondApprovalText)).toBeTruthy();
    const menu = await menuOf();
    expect(menu.queryByRole('menuitem', { name: 'Approve' })).toBeNull();
    expect(menu.getByRole('menuitem', { name: 'Reject' })).toBeTruthy();
    fireEvent.click(menu.getByRole('menuitem', { name: 'Open approval request' }));
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(
        `/approvals?request=${request.id}`,
      ),
    );
  });

  it('says who asked in the details, with the way to the request', async () => {
    renderTransactions(
      {
        transactions: {
          list: listOf(heldDeposit),
          get: vi.fn().mockResolvedValue(heldDeposit),
          proof: vi.fn().mockResolvedValue(proofBlob),
        },
        approvals: { list: vi.fn().mockResolvedValue({ items: [request] }) },
      },
      `/transactions?transaction=${pendingDeposit.id}`,
    );
    // Who asked comes with the pending requests; until then the note says only that it waits.
    const note = (await detailsDialog().findByText(/, asked by linus@tradesim\.test/))
      .parentElement as HTMLElement;
    expect(note.textContent).toContain('Awaiting second approval');
    expect(within(note).getByRole('link', { name: 'Open the request' }).getAttribute('href')).toBe(
      `/approvals?request=${request.id}`,
    );
    expect(detailsDialog().queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(detailsDialog().getByRole('button', { name: 'Open approval request' })).toBeTruthy();
  });

  it('says plainly that an approval at or above the threshold moved nothing yet', async () => {
    const approve = vi.fn().mockResolvedValue({ approval: request });
    renderTransactions({ transactions: { list: listOf(pendingDeposit), approve } });
    fireEvent.click((await menuOf()).getByRole('menuitem', { name: 'Approve' }));
    const modal = within(screen.getByRole('dialog', { name: 'Approve Transaction' }));
    fireEvent.click(modal.getByRole('button', { name: 'Approve' }));
    const sent = await screen.findByText(/^Sent for approval: Deposit of \$100\.00 for ada@example\.com/);
    expect(sent.textContent).toContain(
      'is at or above the four-eyes threshold. Nothing has moved yet: a second staff member must approve it',
    );
    expect(screen.getByRole('link', { name: 'Open the request' }).getAttribute('href')).toBe(
      `/approvals?request=${request.id}`,
    );
    expect(screen.queryByText(/approved\.$/)).toBeNull();
  });
});
