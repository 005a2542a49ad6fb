import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listOf, pendingDeposit, renderTransactions } from '../../../test/transactions-test-setup.js';

afterEach(cleanup);

describe('the filters', () => {
  it('reads ?q=, ?type= and ?status= from a link and asks the server for exactly that', async () => {
    const list = listOf(pendingDeposit);
    renderTransactions({ transactions: { list } }, '/transactions?q=abc&type=deposit&status=pending');
    await screen.findByText('1 transaction found');
    expect(list).toHaveBeenCalledWith({ q: 'abc', type: 'deposit', status: 'pending', limit: 25 });
    expect((screen.getByRole('searchbox', { name: 'Search transactions' }) as HTMLInputElement).value).toBe(
      'abc',
    );
    expect(screen.getByRole('button', { name: 'Deposits' }).getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByRole('combobox', { name: 'Status' }) as HTMLSelectElement).value).toBe('pending');
  });

  it('ignores values a link cannot mean', async () => {
    const list = listOf();
    renderTransactions({ transactions: { list } }, '/transactions?type=bogus&status=weird');
    await screen.findByText('No transactions found');
    expect(list).toHaveBeenCalledWith({ limit: 25 });
  });

  it('searches once typing pauses and keeps the search in the URL', async () => {
    const list = listOf(pendingDeposit);
    const { router } = renderTransactions({ transactions: { list } });
    await screen.findByText('1 transaction found');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search transactions' }), {
      target: { value: ' 0xhash ' },
    });
    expect(list).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ q: '0xhash', limit: 25 }));
    expect(router.state.location.search).toBe('?q=0xhash');
    // The box keeps what the admin typed, spaces included.
    expect((screen.getByRole('searchbox', { name: 'Search transactions' }) as HTMLInputElement).value).toBe(
      ' 0xhash ',
    );
  });

  it('filters by type and status through the URL, and Clear resets both', async () => {
    const list = listOf(pendingDeposit);
    const { router } = renderTransactions({ transactions: { list } });
    await screen.findByText('1 transaction found');
    fireEvent.click(screen.getByRole('button', { name: 'Withdrawals' }));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ type: 'withdrawal', limit: 25 }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'rejected' } });
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith({ type: 'withdrawal', status: 'rejected', limit: 25 }),
    );
    expect(router.state.location.search).toBe('?type=withdrawal&status=rejected');
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('follows a new ?q= arriving from the header search while the screen is open', async () => {
    const list = listOf(pendingDeposit);
    const { router } = renderTransactions({ transactions: { list } }, '/transactions?q=first');
    await screen.findByText('1 transaction found');
    await router.navigate('/transactions?q=second');
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ q: 'second', limit: 25 }));
    expect((screen.getByRole('searchbox', { name: 'Search transactions' }) as HTMLInputElement).value).toBe(
      'second',
    );
    // The box's old text never overwrites the link once typing settles.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(router.state.location.search).toBe('?q=second');
  });
});

describe('the period and the export', () => {
  it('bounds the list by whole local days, kept in the URL, and Clear drops them', async () => {
    const list = listOf(pendingDeposit);
    const { router } = renderTransactions({ transactions: { list } }, '/transactions?from=2026-11-01');
    await screen.findByText('1 transaction found');
    expect(list).toHaveBeenCalledWith({ from: new Date(2026, 10, 1).toISOString(), limit: 25 });
    const to = screen.getByLabelText('To') as HTMLInputElement;
    // The end cannot be picked before the start.
    expect(to.min).toBe('2026-11-01');
    fireEvent.change(to, { target: { value: '2026-11-25' } });
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith({
        from: new Date(2026, 10, 1).toISOString(),
        to: new Date(2026, 10, 26).toISOString(),
        limit: 25,
      }),
    );
    expect(router.state.location.search).toBe('?from=2026-11-01&to=2026-11-25');
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ limit: 25 }));
  });

  it('exports the whole filtered list as CSV, named by the period', async () => {
    const exportCsv = vi.fn().mockResolvedValue('Date,Type\r\n');
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:csv');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const names: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    renderTransactions(
      { transactions: { list: listOf(pendingDeposit), exportCsv } },
      '/transactions?type=deposit&from=2026-11-01&to=2026-11-25',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(names).toEqual(['tradesim-transactions-2026-11-01_2026-11-25.csv']));
    expect(exportCsv).toHaveBeenCalledWith({
      type: 'deposit',
      from: new Date(2026, 10, 1).toISOString(),
      to: new Date(2026, 10, 26).toISOString(),
    });
    expect(await createObjectURL.mock.calls[0]?.[0].text()).toBe('Date,Type\r\n');
    click.mockRestore();
  });

  it('says so beside the button when the export fails', async () => {
    const exportCsv = vi.fn().mockRejectedValue(new TypeError('network'));
    renderTransactions({ transactions: { list: listOf(pendingDeposit), exportCsv } });
    fireEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Could not export the list. Try again.');
  });
});
