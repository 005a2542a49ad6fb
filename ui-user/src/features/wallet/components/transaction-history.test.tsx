import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AppError } from '@tradesim/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSdk } from '../../../test/fake-sdk.js';
import { transactionFixture } from '../../../test/fixtures.js';
import { renderPage } from '../../../test/render.js';
import { page, withdrawalFixture } from '../../../test/wallet-test-kit.js';
import { TransactionHistory } from './transaction-history.js';

afterEach(cleanup);

function renderHistory(wallet: NonNullable<Parameters<typeof fakeSdk>[0]>['wallet']) {
  return renderPage(<TransactionHistory />, { sdk: fakeSdk({ wallet }), path: '/balance' });
}

const id = (n: number) => `00000000-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`;

function rowOf(text: string): HTMLElement {
  const row = screen.getByText(text).closest('li');
  if (!row) throw new Error(`no row for ${text}`);
  return row;
}

describe('the transaction history', () => {
  it('says loading, then lists every type with its signed amount, date and status', async () => {
    const list = vi.fn().mockResolvedValue(
      page([
        transactionFixture({ id: id(1), type: 'deposit', amount: '100.00', status: 'completed' }),
        withdrawalFixture({ id: id(2), status: 'pending' }),
        transactionFixture({
          id: id(3),
          type: 'buy',
          amount: '25.00',
          assetSymbol: 'BTC',
          status: 'completed',
        }),
        transactionFixture({
          id: id(4),
          type: 'sell',
          amount: '30.10',
          assetSymbol: 'ETH',
          status: 'completed',
        }),
      ]),
    );
    renderHistory({ transactions: { list } });
    expect(screen.getByText('Loading transactions...')).toBeTruthy();
    await screen.findByText('Buy BTC');
    expect(list).toHaveBeenCalledWith({ type: 'all', limit: 20 });
    expect(within(rowOf('Deposit')).getByText('+$100.00')).toBeTruthy();
    expect(within(rowOf('Withdrawal')).getByText('-$50.00')).toBeTruthy();
    expect(within(rowOf('Buy BTC')).getByText('-$25.00')).toBeTruthy();
    expect(within(rowOf('Sell ETH')).getByText('+$30.10')).toBeTruthy();
    expect(within(rowOf('Deposit')).getByText('Nov 22, 2026, 8:00 AM', { exact: false })).toBeTruthy();
    expect(within(rowOf('Withdrawal')).getByText('Pending')).toBeTruthy();
    expect(within(rowOf('Sell ETH')).getByText('Completed')).toBeTruthy();
  });

  it('shows a withdrawal fee and net amount, the description and an admin note', async () => {
    const list = vi
      .fn()
      .mockResolvedValue(
        page([withdrawalFixture({ status: 'rejected', adminNotes: 'Address belongs to an exchange' })]),
      );
    renderHistory({ transactions: { list } });
    await screen.findByText('Withdrawal');
    const row = rowOf('Withdrawal');
    const fees = within(row).getByText(/^Fee /);
    expect(fees.textContent).toBe('Fee $1.00 · Net $49.00 · To TJRabP…RTv8');
    expect(within(row).getByText('USDT withdrawal to TRC20 wallet')).toBeTruthy();
    expect(within(row).getByText('Address belongs to an exchange')).toBeTruthy();
    expect(within(row).getByText('Admin note:')).toBeTruthy();
    expect(within(row).getByText('Rejected')).toBeTruthy();
    // Only a pending withdrawal can be cancelled.
    expect(within(row).queryByRole('button')).toBeNull();
  });

  it('words each status, and shows an unknown one like pending', async () => {
    const statuses = ['pending', 'completed', 'failed', 'rejected', 'cancelled', 'on_hold'];
    const list = vi
      .fn()
      .mockResolvedValue(
        page(statuses.map((status, n) => transactionFixture({ id: id(n), status } as never))),
      );
    renderHistory({ transactions: { list } });
    await screen.findByText('Failed');
    const badges = screen
      .getAllByRole('listitem')
      .map((row) => within(row).getByText(/^(Pending|Completed|Failed|Rejected|Cancelled)$/).textContent);
    expect(badges).toEqual(['Pending', 'Completed', 'Failed', 'Rejected', 'Cancelled', 'Pending']);
  });

  it("says 'No transactions found' when there are none", async () => {
    renderHistory({ transactions: { list: vi.fn().mockResolvedValue(page([])) } });
    expect(await screen.findByText('No transactions found')).toBeTruthy();
  });

  it('shows the failure with a Retry that asks again', async () => {
    const list = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(page([transactionFixture()]));
    renderHistory({ transactions: { list } });
    expect(await screen.findByText('Failed to fetch transactions')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Deposit')).toBeTruthy();
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('filters by deposits and withdrawals', async () => {
    const list = vi.fn().mockResolvedValue(page([]));
    renderHistory({ transactions: { list } });
    await screen.findByText('No transactions found');
    fireEvent.click(screen.getByRole('button', { name: 'Dep.' }));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ type: 'deposit', limit: 20 }));
    expect(screen.getByRole('button', { name: 'Dep.' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'With.' }));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ type: 'withdrawal', limit: 20 }));
  });

  it('loads the next page with the cursor and appends it, until there is none', async () => {
    const list = vi
      .fn()
      .mockResolvedValueOnce(page([transactionFixture({ id: id(1), description: 'first page' })], 'cursor-2'))
      .mockResolvedValueOnce(page([transactionFixture({ id: id(2), description: 'second page' })]));
    renderHistory({ transactions: { list } });
    await screen.findByText('first page');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('second page')).toBeTruthy();
    expect(list).toHaveBeenLastCalledWith({ type: 'all', limit: 20, cursor: 'cursor-2' });
    expect(screen.getByText('first page')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says so when the next page fails, and keeps the rows it has', async () => {
    const list = vi
      .fn()
      .mockResolvedValueOnce(page([transactionFixture({ description: 'first page' })], 'cursor-2'))
      .mockRejectedValueOnce(new AppError('SERVICE_UNAVAILABLE', 'Try again later'));
    renderHistory({ transactions: { list } });
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Try again later')).toBeTruthy();
    expect(screen.getByText('first page')).toBeTruthy();
  });
});

describe('the CSV export', () => {
  const createObjectURL = vi.fn((_blob: Blob) => 'blob:csv');
  const revokeObjectURL = vi.fn();
  const click = vi.fn();
  beforeEach(() => {
    for (const mock of [createObjectURL, revokeObjectURL, click]) mock.mockClear();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      click(this.download, this.href);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('downloads the filtered history as tradesim-transactions.csv', async () => {
    const exportCsv = vi.fn().mockResolvedValue('Date,Type\r\n');
    renderHistory({ transactions: { list: vi.fn().mockResolvedValue(page([])), exportCsv } });
    fireEvent.click(await screen.findByRole('button', { name: 'With.' }));
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledWith('tradesim-transactions.csv', 'blob:csv'));
    expect(exportCsv).toHaveBeenCalledWith({ type: 'withdrawal' });
    const blob = createObjectURL.mock.calls.at(-1)?.[0] as Blob;
    expect(await blob.text()).toBe('Date,Type\r\n');
    expect(blob.type).toBe('text/csv;charset=utf-8');
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:csv');
  });

  it('says when the export failed', async () => {
    const exportCsv = vi.fn().mockRejectedValue(new Error('offline'));
    renderHistory({ transactions: { list: vi.fn().mockResolvedValue(page([])), exportCsv } });
    fireEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Failed to export transactions')).toBeTruthy();
    expect(click).not.toHaveBeenCalled();
  });
});
