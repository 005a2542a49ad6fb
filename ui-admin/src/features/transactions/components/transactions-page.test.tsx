import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AppError } from '@tradesim/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminTransactionFixture } from '../../../test/fixtures.js';
import {
  completedWithdrawal,
  listOf,
  pageOf,
  pendingDeposit,
  renderTransactions,
} from '../../../test/transactions-test-setup.js';

afterEach(cleanup);

const row = (id: string) => screen.getByTestId(`transaction-${id}`);
const menuOf = (id: string) => within(row(id)).getByRole('button', { name: /^Actions for/ });

describe('the transactions list', () => {
  it('shows a spinner while the list loads', async () => {
    renderTransactions({ transactions: { list: () => new Promise(() => undefined) } });
    expect(screen.getByRole('heading', { level: 1, name: 'Transactions' })).toBeTruthy();
    expect((await screen.findByRole('status')).textContent).toBe('Loading transactions...');
  });

  it('shows each row with its user, type, amount and asset, status and date', async () => {
    renderTransactions({ transactions: { list: listOf(pendingDeposit, completedWithdrawal) } });
    expect((await screen.findByText('2 transactions found')).tagName).toBe('P');
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['User', 'Type', 'Amount', 'Status', 'Date', 'Actions']);
    const deposit = within(row(pendingDeposit.id));
    expect(deposit.getByText('Ada Lovelace')).toBeTruthy();
    expect(deposit.getByText('ada@example.com')).toBeTruthy();
    expect(deposit.getByText('Deposit')).toBeTruthy();
    expect(deposit.getByText('$100.00')).toBeTruthy();
    expect(deposit.getByText('USDT')).toBeTruthy();
    expect(deposit.getByText('Pending')).toBeTruthy();
    expect(deposit.getByText('Nov 22, 2026')).toBeTruthy();
    const withdrawal = within(row(completedWithdrawal.id));
    expect(withdrawal.getByText('Withdrawal')).toBeTruthy();
    expect(withdrawal.getByText('$250.00')).toBeTruthy();
    expect(withdrawal.getByText('Completed')).toBeTruthy();
  });

  it('falls back to the email when the user has no name', async () => {
    const nameless = adminTransactionFixture({ userFirstName: null, userLastName: null });
    renderTransactions({ transactions: { list: listOf(nameless) } });
    expect(
      within(await screen.findByTestId(`transaction-${nameless.id}`)).getAllByText('ada@example.com'),
    ).toHaveLength(2);
  });

  it('offers Approve and Reject only on pending rows', async () => {
    renderTransactions({ transactions: { list: listOf(pendingDeposit, completedWithdrawal) } });
    fireEvent.click(await waitFor(() => menuOf(pendingDeposit.id)));
    expect(
      within(row(pendingDeposit.id))
        .getAllByRole('menuitem')
        .map((b) => b.textContent),
    ).toEqual(['View Details', 'Approve', 'Reject']);
    fireEvent.mouseDown(menuOf(completedWithdrawal.id));
    fireEvent.click(menuOf(completedWithdrawal.id));
    expect(
      within(row(completedWithdrawal.id))
        .getAllByRole('menuitem')
        .map((b) => b.textContent),
    ).toEqual(['View Details']);
    // Opening one menu closed the other.
    expect(within(row(pendingDeposit.id)).queryByText('Approve')).toBeNull();
  });

  it('says "No transactions found" when there are none', async () => {
    renderTransactions({ transactions: { list: listOf() } });
    expect(await screen.findByText('No transactions found')).toBeTruthy();
    expect(screen.getByText('Deposits and withdrawals appear here as soon as users make them.')).toBeTruthy();
    expect(screen.getByText('0 transactions found')).toBeTruthy();
  });

  it('suggests changing the filters when a filtered list is empty', async () => {
    renderTransactions({ transactions: { list: listOf() } }, '/transactions?status=failed');
    expect(await screen.findByText('Try adjusting your search or filters.')).toBeTruthy();
  });

  it('shows "Error: {message}" when the list fails, and Retry asks again', async () => {
    const list = vi
      .fn()
      .mockRejectedValueOnce(new AppError('SERVICE_UNAVAILABLE', 'Service unavailable'))
      .mockResolvedValue(pageOf([pendingDeposit]));
    renderTransactions({ transactions: { list } });
    expect((await screen.findByRole('alert')).textContent).toContain('Error: Service unavailable');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('1 transaction found')).toBeTruthy();
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('uses "Failed to fetch transactions" for a failure that is not the server’s', async () => {
    renderTransactions({ transactions: { list: vi.fn().mockRejectedValue(new TypeError('network')) } });
    expect((await screen.findByRole('alert')).textContent).toContain('Error: Failed to fetch transactions');
  });

  it('loads the next page by cursor and says how many are shown', async () => {
    const second = adminTransactionFixture({ id: '00000000-0000-4000-8000-0000000000f9', amount: '75.00' });
    const list = vi
      .fn()
      .mockResolvedValueOnce(pageOf([pendingDeposit], { nextCursor: 'c1', total: 2 }))
      .mockResolvedValueOnce(pageOf([second], { nextCursor: null, total: 2 }));
    renderTransactions({ transactions: { list } });
    expect(await screen.findByText('Showing 1 of 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('$75.00')).toBeTruthy();
    expect(list).toHaveBeenLastCalledWith({ limit: 25, cursor: 'c1' });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows a new deposit without a reload when the server announces it', async () => {
    const fresh = adminTransactionFixture({ id: '00000000-0000-4000-8000-0000000000fa', amount: '42.00' });
    const list = vi
      .fn()
      .mockResolvedValueOnce(pageOf([pendingDeposit]))
      .mockResolvedValue(pageOf([fresh, pendingDeposit]));
    const { sdk } = renderTransactions({ transactions: { list } });
    await screen.findByText('1 transaction found');
    sdk.emit({
      topic: 'admin.transactions',
      event: 'insert',
      data: { id: fresh.id, type: 'deposit', status: 'pending' },
    });
    expect(await screen.findByText('$42.00')).toBeTruthy();
    expect(screen.getByText('2 transactions found')).toBeTruthy();
  });

  it('moves a row to its new status when another admin reviews it', async () => {
    const list = vi
      .fn()
      .mockResolvedValueOnce(pageOf([pendingDeposit]))
      .mockResolvedValue(pageOf([{ ...pendingDeposit, status: 'completed' }]));
    const { sdk } = renderTransactions({ transactions: { list } });
    await screen.findByText('1 transaction found');
    expect(within(row(pendingDeposit.id)).getByText('Pending')).toBeTruthy();
    sdk.emit({
      topic: 'admin.transactions',
      event: 'update',
      data: { id: pendingDeposit.id, type: pendingDeposit.type, status: 'completed' },
    });
    expect(await within(row(pendingDeposit.id)).findByText('Completed')).toBeTruthy();
  });
});
