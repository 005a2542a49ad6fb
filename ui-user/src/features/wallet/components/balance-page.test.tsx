import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AppError } from '@tradesim/core';
import { afterEach, describe, expect, it, type Mock, vi } from 'vitest';
import { fakeSdk } from '../../../test/fake-sdk.js';
import { profileFixture, transactionFixture } from '../../../test/fixtures.js';
import { LiveProbe } from '../../../test/live-probe.js';
import { renderPage } from '../../../test/render.js';
import { deferred, page, walletBasics, withdrawalFixture } from '../../../test/wallet-test-kit.js';
import { BalancePage } from './balance-page.js';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderBalance(list: Mock, me = walletBasics().me) {
  const sdk = fakeSdk({ me, wallet: { transactions: { list } } });
  return renderPage(
    <>
      <LiveProbe />
      <BalancePage />
    </>,
    { sdk, path: '/balance' },
  );
}

describe('the balance card', () => {
  it('shows the available balance and says loading until the profile arrives', async () => {
    const profile = deferred<ReturnType<typeof profileFixture>>();
    const me = { get: vi.fn(() => profile.promise) };
    renderBalance(vi.fn().mockResolvedValue(page([])), me);
    expect(screen.getByRole('heading', { level: 1, name: 'Balance' })).toBeTruthy();
    expect(screen.getByText('Loading...')).toBeTruthy();
    profile.resolve(profileFixture({ balance: '1250.50' }));
    expect((await screen.findByTestId('available-balance')).textContent).toBe('$1,250.50');
  });

  it('shows the profile error with a Retry that asks again', async () => {
    const get = vi
      .fn()
      .mockRejectedValueOnce(new AppError('SERVICE_UNAVAILABLE', 'Database is down'))
      .mockResolvedValue(profileFixture({ balance: '10.00' }));
    renderBalance(vi.fn().mockResolvedValue(page([])), { get });
    expect(await screen.findByText('Database is down')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect((await screen.findByTestId('available-balance')).textContent).toBe('$10.00');
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('falls back to the spec text when the profile fails without a server message', async () => {
    renderBalance(vi.fn().mockResolvedValue(page([])), { get: vi.fn().mockRejectedValue(new Error('boom')) });
    expect(await screen.findByText('Failed to load profile')).toBeTruthy();
  });

  it('opens /topup and /withdraw', async () => {
    renderBalance(vi.fn().mockResolvedValue(page([])));
    fireEvent.click(await screen.findByRole('button', { name: 'Top Up' }));
    expect(screen.getByTestId('location').textContent).toBe('/topup');
  });

  it('opens /withdraw from Withdraw', async () => {
    renderBalance(vi.fn().mockResolvedValue(page([])));
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw' }));
    expect(screen.getByTestId('location').textContent).toBe('/withdraw');
  });

  it('refreshes the profile and the history on the refresh button', async () => {
    const basics = walletBasics('100.00');
    basics.me.get.mockResolvedValueOnce(profileFixture({ balance: '100.00' }));
    basics.me.get.mockResolvedValue(profileFixture({ balance: '180.00' }));
    const list = vi.fn().mockResolvedValue(page([]));
    renderBalance(list, basics.me);
    expect((await screen.findByTestId('available-balance')).textContent).toBe('$100.00');
    await screen.findByText('No transactions found');
    fireEvent.click(screen.getByRole('button', { name: 'Refresh balance and history' }));
    await waitFor(() => expect(screen.getByTestId('available-balance').textContent).toBe('$180.00'));
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('updates the balance and the history live on a `me` transaction event', async () => {
    const basics = walletBasics();
    basics.me.get.mockResolvedValueOnce(profileFixture({ balance: '0.00' }));
    basics.me.get.mockResolvedValue(profileFixture({ balance: '500.00' }));
    const list = vi
      .fn()
      .mockResolvedValueOnce(page([transactionFixture({ status: 'pending' })]))
      .mockResolvedValue(page([transactionFixture({ status: 'completed' })]));
    const { sdk } = renderBalance(list, basics.me);
    const rows = await screen.findAllByRole('listitem');
    expect(within(rows[0] as HTMLElement).getByText('Pending')).toBeTruthy();
    sdk.emit({
      topic: 'me',
      event: 'transaction',
      data: { id: transactionFixture().id, type: 'deposit', status: 'completed' },
    });
    await waitFor(() => expect(screen.getByTestId('available-balance').textContent).toBe('$500.00'));
    expect(await screen.findByText('Completed')).toBeTruthy();
  });
});

describe('cancelling a pending withdrawal', () => {
  it('asks first, cancels with a key of its own, and says the money is back', async () => {
    const pending = withdrawalFixture();
    const list = vi
      .fn()
      .mockResolvedValueOnce(page([pending]))
      .mockResolvedValue(page([{ ...pending, status: 'cancelled' }]));
    const cancelWithdrawal = vi.fn().mockResolvedValue({ ...pending, status: 'cancelled' });
    const sdk = fakeSdk({ ...walletBasics(), wallet: { cancelWithdrawal, transactions: { list } } });
    renderPage(<BalancePage />, { sdk, path: '/balance' });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel withdrawal of $50.00' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel withdrawal?' });
    expect(cancelWithdrawal).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel withdrawal' }));
    await waitFor(() =>
      expect(cancelWithdrawal).toHaveBeenCalledWith(pending.id, {
        idempotencyKey: `cancel-withdrawal-${pending.id}`,
      }),
    );
    expect(await screen.findByText('Withdrawal cancelled. $50.00 is back in your balance.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('Cancelled')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Cancel withdrawal of/ })).toBeNull();
  });

  it('clears the cancelled notice after 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const pending = withdrawalFixture();
    const list = vi.fn().mockResolvedValue(page([pending]));
    const cancelWithdrawal = vi.fn().mockResolvedValue({ ...pending, status: 'cancelled' });
    const sdk = fakeSdk({ ...walletBasics(), wallet: { cancelWithdrawal, transactions: { list } } });
    renderPage(<BalancePage />, { sdk, path: '/balance' });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel withdrawal of $50.00' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel withdrawal' }));
    const notice = 'Withdrawal cancelled. $50.00 is back in your balance.';
    expect(await screen.findByText(notice)).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(4900));
    expect(screen.getByText(notice)).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.queryByText(notice)).toBeNull();
    vi.useRealTimers();
  });

  it('keeps the withdrawal when the user says Keep it', async () => {
    const cancelWithdrawal = vi.fn();
    const list = vi.fn().mockResolvedValue(page([withdrawalFixture()]));
    const sdk = fakeSdk({ ...walletBasics(), wallet: { cancelWithdrawal, transactions: { list } } });
    renderPage(<BalancePage />, { sdk, path: '/balance' });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel withdrawal of $50.00' }));
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(cancelWithdrawal).not.toHaveBeenCalled();
  });

  it('shows why a cancel was refused, in the dialog', async () => {
    const cancelWithdrawal = vi.fn().mockRejectedValue(new AppError('WITHDRAWAL_NOT_CANCELLABLE'));
    const list = vi.fn().mockResolvedValue(page([withdrawalFixture()]));
    const sdk = fakeSdk({ ...walletBasics(), wallet: { cancelWithdrawal, transactions: { list } } });
    renderPage(<BalancePage />, { sdk, path: '/balance' });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel withdrawal of $50.00' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel withdrawal' }));
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByText('Only pending withdrawals can be cancelled')).toBeTruthy();
  });
});
