import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AppError, validationMessages } from '@tradesim/core';
import { formatDateTime } from '@tradesim/ui-kit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  listOf,
  pageOf,
  pendingDeposit,
  pendingWithdrawal,
  renderTransactions,
} from '../../../test/transactions-test-setup.js';

afterEach(cleanup);

/** Opens a row's menu and picks Approve or Reject. */
async function choose(action: 'Approve' | 'Reject', who = /by Ada/) {
  const trigger = await screen.findByRole('button', { name: new RegExp(`^Actions for .* ${who.source}`) });
  fireEvent.click(trigger);
  fireEvent.click(screen.getByRole('menuitem', { name: action }));
  return within(screen.getByRole('dialog', { name: `${action} Transaction` }));
}

describe('the Approve modal', () => {
  it('says what approving does to a deposit, sends the notes, and confirms', async () => {
    const approve = vi.fn().mockResolvedValue({ ...pendingDeposit, status: 'completed' });
    const list = vi
      .fn()
      .mockResolvedValueOnce(pageOf([pendingDeposit]))
      .mockResolvedValue(pageOf([{ ...pendingDeposit, status: 'completed' }]));
    renderTransactions({ transactions: { list, approve } });
    const modal = await choose('Approve');
    expect(modal.getByText(/by Ada Lovelace/).textContent).toBe(
      'Deposit of $100.00 by Ada Lovelace (ada@example.com)',
    );
    expect(
      modal.getByText(
        "This will mark the transaction as completed and update the user's balance. $100.00 will be added to the user's balance.",
      ),
    ).toBeTruthy();
    fireEvent.change(modal.getByLabelText('Admin notes (optional)'), {
      target: { value: '  Proof matches  ' },
    });
    fireEvent.click(modal.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(approve).toHaveBeenCalledWith(pendingDeposit.id, { notes: 'Proof matches' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Deposit of $100.00 by Ada Lovelace approved.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    // The list is asked again, so the row shows its new status.
    await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
  });

  it('approves without notes, and explains a withdrawal’s payout', async () => {
    const approve = vi.fn().mockResolvedValue({ ...pendingWithdrawal, status: 'completed' });
    renderTransactions({ transactions: { list: listOf(pendingWithdrawal), approve } });
    const modal = await choose('Approve', /by Alan/);
    expect(
      modal.getByText(
        "This will mark the transaction as completed and update the user's balance. The $250.00 held from the balance is paid out: $248.00 to the user's wallet after the $2.00 fee.",
      ),
    ).toBeTruthy();
    fireEvent.click(modal.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(approve).toHaveBeenCalledWith(pendingWithdrawal.id, {}));
  });

  it('leaves a large withdrawal’s payout id to the second staff member, and says who moves the money', async () => {
    const large = { ...pendingWithdrawal, needsSecondApproval: true };
    const approve = vi.fn().mockResolvedValue({ approval: { id: 'request-1' } });
    renderTransactions({ transactions: { list: listOf(large), approve } });
    const modal = await choose('Approve', /by Alan/);
    expect(
      modal.getByText(
        '$250.00 is at or above the four-eyes threshold: approving asks a second staff member, and nothing moves until they approve. They give the payout transaction id as they do.',
      ),
    ).toBeTruthy();
    expect(modal.queryByLabelText(/payout/i)).toBeNull();
    expect(modal.queryByText(/This will mark the transaction as completed/)).toBeNull();
  });

  it('reads "Approving..." and cannot be sent twice while busy', async () => {
    const approve = vi.fn(() => new Promise(() => undefined));
    renderTransactions({ transactions: { list: listOf(pendingDeposit), approve } });
    const modal = await choose('Approve');
    fireEvent.click(modal.getByRole('button', { name: 'Approve' }));
    const busy = (await modal.findByRole('button', { name: 'Approving...' })) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    fireEvent.click(busy);
    expect(approve).toHaveBeenCalledTimes(1);
  });

  it('shows "Failed to approve transaction" when the request fails', async () => {
    const approve = vi.fn().mockRejectedValue(new TypeError('network'));
    renderTransactions({ transactions: { list: listOf(pendingDeposit), approve } });
    const modal = await choose('Approve');
    fireEvent.click(modal.getByRole('button', { name: 'Approve' }));
    expect((await modal.findByRole('alert')).textContent).toBe('Failed to approve transaction');
    expect(modal.getByRole('button', { name: 'Approve' })).toBeTruthy();
  });

  it('names who acted first and when, and disables Approve, when another admin got there first', async () => {
    const approve = vi.fn().mockRejectedValue(new AppError('TRANSACTION_NOT_PENDING'));
    const decided = {
      ...pendingDeposit,
      status: 'rejected',
      processedBy: '00000000-0000-4000-8000-00000000ad77',
      processedByEmail: 'linus@tradesim.test',
      processedAt: '2026-11-22T09:31:00.000Z',
    };
    const list = vi
      .fn()
      .mockResolvedValueOnce(pageOf([pendingDeposit]))
      .mockResolvedValue(pageOf([decided]));
    const get = vi.fn().mockResolvedValueOnce(pendingDeposit).mockResolvedValue(decided);
    renderTransactions({ transactions: { list, approve, get } });
    const modal = await choose('Approve');
    fireEvent.click(modal.getByRole('button', { name: 'Approve' }));
    expect(
      await modal.findByText(
        `Already rejected by linus@tradesim.test on ${formatDateTime(decided.processedAt)}. There is nothing left to decide here.`,
      ),
    ).toBeTruthy();
    expect((modal.getByRole('button', { name: 'Approve' }) as HTMLButtonElement).disabled).toBe(true);
    // The server's bare 409 gives way to who acted; the list shows the new status.
    expect(modal.queryByText('Transaction is no longer pending')).toBeNull();
    await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
  });

  it('disables Reject as soon as another admin decides while the modal is open', async () => {
    const decided = {
      ...pendingDeposit,
      status: 'completed',
      processedBy: '00000000-0000-4000-8000-00000000ad77',
      processedByEmail: 'linus@tradesim.test',
      processedAt: '2026-11-22T09:31:00.000Z',
    };
    const get = vi.fn().mockResolvedValueOnce(pendingDeposit).mockResolvedValue(decided);
    const { sdk } = renderTransactions({ transactions: { list: listOf(pendingDeposit), get } });
    const modal = await choose('Reject');
    fireEvent.change(modal.getByLabelText('Reason for rejection'), { target: { value: 'No payment' } });
    await waitFor(() => expect(get).toHaveBeenCalledTimes(1));
    // The live bridge hears the other admin's approval.
    sdk.emit({
      topic: 'admin.transactions',
      event: 'update',
      data: { id: pendingDeposit.id, type: pendingDeposit.type, status: 'completed' },
    });
    expect(await modal.findByText(/^Already approved by linus@tradesim\.test on /)).toBeTruthy();
    expect((modal.getByRole('button', { name: 'Reject Transaction' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('offers the way to a second factor when the staff policy wants one', async () => {
    const approve = vi.fn().mockRejectedValue(new AppError('MFA_REQUIRED_FOR_ACTION'));
    renderTransactions({ transactions: { list: listOf(pendingWithdrawal), approve } });
    const modal = await choose('Approve', /by Alan/);
    fireEvent.click(modal.getByRole('button', { name: 'Approve' }));
    const alert = await modal.findByRole('alert');
    expect(alert.textContent).toMatch(/^Set up two-step verification to do this/);
    expect(
      within(alert).getByRole('link', { name: 'Set up two-step verification' }).getAttribute('href'),
    ).toBe('/settings/security');
  });

  it('closes on Cancel without deciding anything', async () => {
    const approve = vi.fn();
    renderTransactions({ transactions: { list: listOf(pendingDeposit), approve } });
    const modal = await choose('Approve');
    fireEvent.click(modal.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(approve).not.toHaveBeenCalled();
  });
});

describe('the Reject modal', () => {
  it('warns that the user is notified, and needs a reason before it can be sent', async () => {
    const reject = vi.fn().mockResolvedValue({ ...pendingDeposit, status: 'rejected' });
    renderTransactions({ transactions: { list: listOf(pendingDeposit), reject } });
    const modal = await choose('Reject');
    expect(
      modal.getByText(/The user will be notified that this transaction was rejected, with your reason\./),
    ).toBeTruthy();
    expect(modal.getByText(/Nothing is credited to the user\./)).toBeTruthy();
    const send = modal.getByRole('button', { name: 'Reject Transaction' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    const reason = modal.getByLabelText('Reason for rejection');
    fireEvent.change(reason, { target: { value: '   ' } });
    fireEvent.blur(reason);
    expect((await modal.findByRole('alert')).textContent).toBe(validationMessages.rejectReasonRequired);
    expect(send.disabled).toBe(true);
    fireEvent.change(reason, { target: { value: ' Proof is for another wallet ' } });
    await waitFor(() => expect(modal.queryByRole('alert')).toBeNull());
    expect(send.disabled).toBe(false);
    fireEvent.click(send);
    await waitFor(() =>
      expect(reject).toHaveBeenCalledWith(pendingDeposit.id, { reason: 'Proof is for another wallet' }),
    );
    expect((await screen.findByRole('status')).textContent).toBe(
      'Deposit of $100.00 by Ada Lovelace rejected.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says a rejected withdrawal’s hold returns to the balance', async () => {
    renderTransactions({ transactions: { list: listOf(pendingWithdrawal) } });
    const modal = await choose('Reject', /by Alan/);
    expect(
      modal.getByText(/The \$250.00 held for this withdrawal returns to the user's balance\./),
    ).toBeTruthy();
  });

  it('shows "Failed to reject transaction" when the request fails, and the server’s words when it refuses', async () => {
    const reject = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('network'))
      .mockRejectedValueOnce(new AppError('TRANSACTION_NOT_PENDING'));
    renderTransactions({ transactions: { list: listOf(pendingDeposit), reject } });
    const modal = await choose('Reject');
    fireEvent.change(modal.getByLabelText('Reason for rejection'), { target: { value: 'Wrong amount' } });
    fireEvent.click(modal.getByRole('button', { name: 'Reject Transaction' }));
    expect((await modal.findByRole('alert')).textContent).toBe('Failed to reject transaction');
    fireEvent.click(modal.getByRole('button', { name: 'Reject Transaction' }));
    await waitFor(() =>
      expect(modal.getByRole('alert').textContent).toBe('Transaction is no longer pending'),
    );
  });

  it('reads "Rejecting..." while busy', async () => {
    renderTransactions({
      transactions: { list: listOf(pendingDeposit), reject: () => new Promise(() => undefined) },
    });
    const modal = await choose('Reject');
    fireEvent.change(modal.getByLabelText('Reason for rejection'), { target: { value: 'Wrong amount' } });
    fireEvent.click(modal.getByRole('button', { name: 'Reject Transaction' }));
    expect(((await modal.findByRole('button', { name: 'Rejecting...' })) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
