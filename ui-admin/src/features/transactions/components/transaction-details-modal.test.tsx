import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { AppError } from '@tradesim/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminUserDetailsFixture } from '../../../test/fixtures.js';
import {
  completedWithdrawal,
  detailsDialog as dialog,
  listOf,
  pendingDeposit,
  pendingWithdrawal,
  proofBlob,
  renderTransactions,
  stubObjectUrls,
} from '../../../test/transactions-test-setup.js';

const { createObjectURL, revokeObjectURL } = stubObjectUrls();
afterEach(cleanup);

/** The value beside a label in the details list. */
const field = (label: string) =>
  dialog().getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('the transaction details modal', () => {
  it('opens from the row menu, shows every field and the proof, and closing revokes the image', async () => {
    const get = vi.fn().mockResolvedValue(pendingDeposit);
    const proof = vi.fn().mockResolvedValue(proofBlob);
    const { router } = renderTransactions({ transactions: { list: listOf(pendingDeposit), get, proof } });
    fireEvent.click(await screen.findByRole('button', { name: /^Actions for deposit of \$100.00 by Ada/ }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'View Details' }));
    await waitFor(() => expect(field('ID')).toBe(pendingDeposit.id));
    expect(router.state.location.search).toBe(`?transaction=${pendingDeposit.id}`);
    expect(get).toHaveBeenCalledWith(pendingDeposit.id);
    expect(field('Status')).toBe('Pending');
    expect(field('Type')).toBe('Deposit');
    expect(field('Amount')).toBe('$100.00');
    expect(field('Asset')).toBe('USDT · Tether');
    expect(field('Transaction hash')).toBe('None');
    expect(field('User')).toBe('Ada Lovelace');
    expect(dialog().getByRole('link', { name: 'Ada Lovelace' }).getAttribute('href')).toBe(
      `/users?user=${pendingDeposit.userId}`,
    );
    expect(field('Email')).toBe('ada@example.com');
    expect(field('Created')).toMatch(/^Nov 22, 2026/);
    expect(field('Processed')).toBe('Not yet processed');
    expect(field('Description')).toBe('USDT deposit (TRC20)');
    expect(field('Admin notes')).toBe('None');
    expect(dialog().queryByText('Processed by')).toBeNull();
    expect(dialog().queryByText('Wallet address')).toBeNull();
    const image = await dialog().findByRole('img', { name: 'Payment proof uploaded by the user' });
    expect(image.getAttribute('src')).toBe('blob:proof-1');
    expect(proof).toHaveBeenCalledWith(pendingDeposit.id);
    expect(createObjectURL).toHaveBeenCalledWith(proofBlob);
    expect(dialog().getByRole('link', { name: 'Open full size' }).getAttribute('href')).toBe('blob:proof-1');
    fireEvent.click(dialog().getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:proof-1');
    expect(router.state.location.search).toBe('');
  });

  it('opens straight from a ?transaction= link and shows a withdrawal’s wallet, fee, net amount and processor', async () => {
    const get = vi.fn().mockResolvedValue(completedWithdrawal);
    renderTransactions(
      { transactions: { list: listOf(), get } },
      `/transactions?transaction=${completedWithdrawal.id}`,
    );
    await waitFor(() => expect(field('Wallet address')).toBe('TJRabPrwbZy45sbavfcjinPJC18kjpRTv8'));
    expect(field('Amount')).toBe('$250.00');
    expect(field('Fee')).toBe('$2.00');
    expect(field('Net amount')).toBe('$248.00');
    expect(field('Processed')).toMatch(/^Nov 22, 2026/);
    // The signed-in admin (adminFixture) processed it.
    expect(field('Processed by')).toBe('You (grace@tradesim.test)');
    expect(field('Admin notes')).toBe('Paid out');
    // A withdrawal has no proof, and a reviewed one offers no decision.
    expect(dialog().queryByText('Payment proof')).toBeNull();
    expect(dialog().queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(dialog().queryByRole('button', { name: 'Reject' })).toBeNull();
  });

  it('names another admin who processed it', async () => {
    const other = '00000000-0000-4000-8000-00000000ad02';
    const get = vi.fn().mockResolvedValue({ ...completedWithdrawal, processedBy: other });
    const userGet = vi.fn().mockResolvedValue(
      adminUserDetailsFixture({
        id: other,
        firstName: 'Alan',
        lastName: 'Kay',
        email: 'alan@tradesim.test',
      }),
    );
    renderTransactions(
      { transactions: { list: listOf(), get }, users: { get: userGet } },
      `/transactions?transaction=${completedWithdrawal.id}`,
    );
    await waitFor(() => expect(field('Processed by')).toBe('Alan Kay (alan@tradesim.test)'));
    expect(userGet).toHaveBeenCalledWith(other);
  });

  it('shows the admin id when that admin cannot be read', async () => {
    const other = '00000000-0000-4000-8000-00000000ad03';
    const get = vi.fn().mockResolvedValue({ ...completedWithdrawal, processedBy: other });
    renderTransactions(
      {
        transactions: { list: listOf(), get },
        users: { get: vi.fn().mockRejectedValue(new AppError('USER_NOT_FOUND')) },
      },
      `/transactions?transaction=${completedWithdrawal.id}`,
    );
    await waitFor(() => expect(field('Processed by')).toBe(other));
  });

  it('shows a spinner while the transaction loads', async () => {
    renderTransactions(
      { transactions: { list: listOf(), get: () => new Promise(() => undefined) } },
      `/transactions?transaction=${pendingDeposit.id}`,
    );
    expect(await dialog().findByText('Loading transaction...')).toBeTruthy();
  });

  it('shows the server’s refusal with a Retry', async () => {
    const get = vi
      .fn()
      .mockRejectedValueOnce(new AppError('TRANSACTION_NOT_FOUND'))
      .mockResolvedValue(pendingDeposit);
    renderTransactions(
      { transactions: { list: listOf(), get, proof: vi.fn().mockResolvedValue(proofBlob) } },
      `/transactions?transaction=${pendingDeposit.id}`,
    );
    expect((await dialog().findByRole('alert')).textContent).toContain('Error: Transaction not found');
    fireEvent.click(dialog().getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(field('ID')).toBe(pendingDeposit.id));
  });

  it('follows a live change: the decision buttons go when another admin approves it', async () => {
    const get = vi
      .fn()
      .mockResolvedValueOnce(pendingWithdrawal)
      .mockResolvedValue({
        ...pendingWithdrawal,
        status: 'completed',
        processedAt: '2026-11-22T10:00:00.000Z',
      });
    const { sdk } = renderTransactions(
      { transactions: { list: listOf(pendingWithdrawal), get }, users: { get: vi.fn() } },
      `/transactions?transaction=${pendingWithdrawal.id}`,
    );
    expect(await dialog().findByRole('button', { name: 'Approve' })).toBeTruthy();
    sdk.emit({
      topic: 'admin.transactions',
      event: 'update',
      data: { id: pendingWithdrawal.id, type: pendingWithdrawal.type, status: 'completed' },
    });
    await waitFor(() => expect(field('Status')).toBe('Completed'));
    expect(dialog().queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('hands a pending one to the Approve modal', async () => {
    renderTransactions(
      {
        transactions: {
          list: listOf(pendingDeposit),
          get: vi.fn().mockResolvedValue(pendingDeposit),
          proof: vi.fn().mockResolvedValue(proofBlob),
        },
      },
      `/transactions?transaction=${pendingDeposit.id}`,
    );
    fireEvent.click(await dialog().findByRole('button', { name: 'Approve' }));
    expect(screen.getByRole('dialog', { name: 'Approve Transaction' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Transaction Details' })).toBeNull();
  });
});
