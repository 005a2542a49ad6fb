import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AppError, userScreenMessages } from '@tradesim/core';
import { afterEach, describe, expect, it, type Mock, vi } from 'vitest';
import { queryKeys } from '../../../lib/query-keys.js';
import { fakeSdk } from '../../../test/fake-sdk.js';
import { profileFixture } from '../../../test/fixtures.js';
import { renderPage } from '../../../test/render.js';
import { finished, listByView, listOf, running, stored } from '../portfolio-fixtures.js';
import { PortfolioPage } from './portfolio-page.js';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

type Fake = Mock;

function openPortfolio(fakes: { list?: Fake; sell?: Fake; archive?: Fake; restore?: Fake } = {}) {
  const list = fakes.list ?? listByView({ completed: listOf([finished]) });
  const sdk = fakeSdk({
    investments: {
      list,
      sell: fakes.sell ?? vi.fn().mockResolvedValue({ investment: running, credited: '102.10' }),
      archive: fakes.archive ?? vi.fn().mockResolvedValue(finished),
      restore: fakes.restore ?? vi.fn().mockResolvedValue(stored),
    },
  });
  const { queryClient } = renderPage(<PortfolioPage />, { sdk, path: '/portfolio' });
  // The header's balance reads this; a sale must make it stale.
  queryClient.setQueryData(queryKeys.me, profileFixture());
  return { list, queryClient };
}

async function openSellWarning() {
  fireEvent.click(await screen.findByRole('button', { name: 'Sell Early Bitcoin' }));
  return within(await screen.findByRole('dialog', { name: 'Sell Early Warning' }));
}

describe('the portfolio actions', () => {
  it('warns before selling early, with what the sale would pay, and Cancel sells nothing', async () => {
    const sell = vi.fn();
    openPortfolio({ sell });
    const dialog = await openSellWarning();
    expect(dialog.getByText(userScreenMessages.sellEarlyWarning)).toBeTruthy();
    expect(
      dialog.getByText(
        'Selling this investment early will result in a 50% penalty on your current returns. Are you sure you want to proceed?',
      ),
    ).toBeTruthy();
    expect(dialog.getByText('Your investment back').nextElementSibling?.textContent).toBe('$100.00');
    expect(dialog.getByText('Half of the current return').nextElementSibling?.textContent).toBe('+$2.10');
    expect(dialog.getByText(/You get about/).nextElementSibling?.textContent).toBe('$102.10');
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sell).not.toHaveBeenCalled();
  });

  it('sells once with an idempotency key, says so for 3 seconds and reads the lists and balance again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let finish: (value: unknown) => void = () => undefined;
    const sell = vi.fn(() => new Promise((resolve) => (finish = resolve)));
    const { list, queryClient } = openPortfolio({ sell });
    const dialog = await openSellWarning();
    fireEvent.click(dialog.getByRole('button', { name: 'Sell Early' }));
    const busy = await dialog.findByRole('button', { name: 'Selling...' });
    fireEvent.click(busy);
    expect(sell).toHaveBeenCalledTimes(1);
    expect(sell).toHaveBeenCalledWith(running.id, {
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    const readsBefore = list.mock.calls.length;
    await act(async () => finish({ investment: running, credited: '102.10' }));
    expect(await screen.findByText(userScreenMessages.sellSuccess)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(list.mock.calls.length).toBeGreaterThan(readsBefore));
    expect(queryClient.getQueryState(queryKeys.me)?.isInvalidated).toBe(true);
    act(() => vi.advanceTimersByTime(3_100));
    expect(screen.queryByText(userScreenMessages.sellSuccess)).toBeNull();
  });

  it('gives each opening of the warning its own key', async () => {
    const sell = vi.fn().mockResolvedValue({ investment: running, credited: '102.10' });
    openPortfolio({ sell });
    fireEvent.click((await openSellWarning()).getByRole('button', { name: 'Sell Early' }));
    await screen.findByText(userScreenMessages.sellSuccess);
    fireEvent.click((await openSellWarning()).getByRole('button', { name: 'Sell Early' }));
    await waitFor(() => expect(sell).toHaveBeenCalledTimes(2));
    expect(sell.mock.calls[0]?.[1].idempotencyKey).not.toBe(sell.mock.calls[1]?.[1].idempotencyKey);
  });

  it('only logs a failed sale and closes the warning, with no message', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new AppError('INVESTMENT_NOT_ACTIVE');
    openPortfolio({ sell: vi.fn().mockRejectedValue(failure) });
    fireEvent.click((await openSellWarning()).getByRole('button', { name: 'Sell Early' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(logged).toHaveBeenCalledWith('Failed to sell investment early', failure);
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('archives a finished investment and says so for 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const archive = vi.fn().mockResolvedValue(finished);
    openPortfolio({ archive });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Ethereum' }));
    expect(await screen.findByText('Investment has been archived')).toBeTruthy();
    expect(archive).toHaveBeenCalledWith(finished.id);
    act(() => vi.advanceTimersByTime(2_900));
    expect(screen.getByText('Investment has been archived')).toBeTruthy();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Investment has been archived')).toBeNull();
  });

  it('says when archiving failed, for 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    openPortfolio({ archive: vi.fn().mockRejectedValue(new AppError('INVESTMENT_NOT_ARCHIVABLE')) });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Ethereum' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to archive investment');
    act(() => vi.advanceTimersByTime(3_100));
    expect(screen.queryByText('Failed to archive investment')).toBeNull();
  });

  it('restores an archived investment and says so, or says it failed', async () => {
    const counts = { active: 1, completed: 0, archived: 1 };
    const list = listByView({
      active: listOf([running], { counts }),
      archived: listOf([stored], { counts }),
    });
    const restore = vi
      .fn()
      .mockRejectedValueOnce(new AppError('INVESTMENT_NOT_ARCHIVED'))
      .mockResolvedValue(stored);
    openPortfolio({ list, restore });
    fireEvent.click(await screen.findByRole('button', { name: 'Show Archived (1)' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Restore Apple Inc.' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to restore investment');
    fireEvent.click(screen.getByRole('button', { name: 'Restore Apple Inc.' }));
    expect(await screen.findByText('Investment has been restored')).toBeTruthy();
    expect(restore).toHaveBeenCalledWith(stored.id);
  });
});
