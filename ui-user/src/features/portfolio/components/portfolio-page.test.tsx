import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AppError } from '@tradesim/core';
import { formatDateTime } from '@tradesim/ui-kit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import toast from '../../../components/status-toast.module.css';
import { fakeSdk } from '../../../test/fake-sdk.js';
import { LiveProbe } from '../../../test/live-probe.js';
import { applyModuleCss } from '../../../test/module-css.js';
import { renderPage } from '../../../test/render.js';
import { finished, listByView, listOf, running, soldEarly, stored } from '../portfolio-fixtures.js';
import { PortfolioPage } from './portfolio-page.js';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function openPortfolio(list = listByView(), state?: unknown) {
  const sdk = fakeSdk({ investments: { list } });
  return renderPage(
    <>
      <LiveProbe />
      <PortfolioPage />
    </>,
    { sdk, path: '/portfolio', state },
  );
}

/** A card's start and end as shown: each <time>'s machine value and its text. */
const periodOf = (card: HTMLElement) =>
  Array.from(card.querySelectorAll('time'), (time) => [time.dateTime, time.textContent]);

// Labels carry a Simulated tag after the words, so they are matched from their start.
const figure = (label: string) =>
  screen.getByText(new RegExp(`^${label}`), { selector: 'dt' }).nextElementSibling;

describe('My Portfolio', () => {
  it('says it is loading, then shows the four figures from the summary', async () => {
    openPortfolio();
    expect(screen.getByRole('heading', { level: 1, name: 'My Portfolio' })).toBeTruthy();
    expect(screen.getByText('Loading portfolio...')).toBeTruthy();
    await screen.findByRole('heading', { name: 'Active Investments' });
    expect(figure('Total Invested')?.textContent).toBe('$500.00');
    expect(screen.getByText(/Current Value/, { selector: 'dt' }).nextElementSibling?.textContent).toBe(
      '$540.00',
    );
    expect(figure('Total Returns')?.textContent).toBe('+$40.00');
    expect(figure('Total Returns')?.classList.contains('positive')).toBe(true);
    expect(figure('Return %')?.textContent).toBe('+8.00%');
  });

  it('says the four figures cover the open investments, each return tagged simulated', async () => {
    openPortfolio();
    await screen.findByRole('heading', { name: 'Active Investments' });
    const summary = screen.getByRole('region', { name: 'Open investments' });
    expect(
      within(summary)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Total Invested', 'Current Value Simulated', 'Total Returns Simulated', 'Return % Simulated']);
    expect(within(summary).getByText(/Returns already paid out are in your balance/)).toBeTruthy();
  });

  it('shows a loss signed and in red', async () => {
    const summary = {
      totalInvested: '100.00',
      currentValue: '95.50',
      totalReturns: '-4.50',
      returnPercent: '-4.50',
    };
    openPortfolio(listByView({ active: listOf([running], { summary }) }));
    await screen.findByRole('heading', { name: 'Active Investments' });
    expect(figure('Total Returns')?.textContent).toBe('-$4.50');
    expect(figure('Total Returns')?.classList.contains('negative')).toBe(true);
    expect(figure('Return %')?.textContent).toBe('-4.50%');
  });

  it('shows a failed load with the error and a Retry that asks again', async () => {
    const active = vi
      .fn()
      .mockRejectedValueOnce(new AppError('SERVICE_UNAVAILABLE', 'Database unreachable'))
      .mockResolvedValue(listOf([running]));
    const list = vi.fn((view: string) => (view === 'active' ? active() : Promise.resolve(listOf([]))));
    openPortfolio(list);
    expect(await screen.findByText('Error loading portfolio: Database unreachable')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Active Investments' })).toBeTruthy();
    expect(active).toHaveBeenCalledTimes(2);
  });

  it('says what failed when it is not a server refusal', async () => {
    openPortfolio(listByView({ completed: new TypeError('Failed to fetch') }));
    expect(await screen.findByText('Error loading portfolio: Failed to load investments')).toBeTruthy();
  });

  it('lists the active investments, then the finished ones, each with its figures', async () => {
    openPortfolio(listByView({ completed: listOf([finished, soldEarly]) }));
    const bitcoin = (await screen.findByRole('article', { name: 'Bitcoin' })) as HTMLElement;
    const active = screen.getByRole('region', { name: 'Active Investments' });
    const completed = screen.getByRole('region', { name: 'Completed Investments' });
    expect(active.contains(bitcoin)).toBe(true);
    expect(
      within(completed)
        .getAllByRole('article')
        .map((card) => card.querySelector('h3')?.textContent),
    ).toEqual(['Ethereum', 'Unknown Asset']);
    const card = within(bitcoin);
    expect(card.getByText('BTC')).toBeTruthy();
    expect(card.getByText('Active')).toBeTruthy();
    expect(card.getByText(/Current value/).nextElementSibling?.textContent).toBe('$104.20');
    expect(card.getByText('Return').nextElementSibling?.textContent).toBe('+$4.20 (+4.20%)');
    expect(card.getByText('Invested').nextElementSibling?.textContent).toBe('$100.00');
    expect(card.getByText('Duration').nextElementSibling?.textContent).toBe('7 Days');
    expect(card.getByText('4d 13h remaining')).toBeTruthy();
    expect(card.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('35');
    expect(periodOf(bitcoin)).toEqual([
      ['2026-11-20T08:00:00.000Z', formatDateTime('2026-11-20T08:00:00.000Z')],
      ['2026-11-27T08:00:00.000Z', formatDateTime('2026-11-27T08:00:00.000Z')],
    ]);
    const ethereum = within(screen.getByRole('article', { name: 'Ethereum' }));
    expect(ethereum.getAllByText('Completed')).toHaveLength(2);
    const unknown = within(screen.getByRole('article', { name: 'Unknown Asset' }));
    expect(unknown.getByText('N/A')).toBeTruthy();
    expect(unknown.getAllByText('Sold early')).toHaveLength(2);
  });

  // The main list showed finished investments under "Active Investments": each list is headed
  // by what it holds.
  it('heads the finished investments "Completed Investments", even with no active one', async () => {
    openPortfolio(listByView({ active: listOf([]), completed: listOf([finished]) }));
    const completed = await screen.findByRole('region', { name: 'Completed Investments' });
    expect(within(completed).getByRole('article', { name: 'Ethereum' })).toBeTruthy();
    const active = screen.getByRole('region', { name: 'Active Investments' });
    expect(within(active).queryByRole('article')).toBeNull();
    expect(within(active).getByText('No Active Investments')).toBeTruthy();
  });

  it('has no completed list while nothing has finished', async () => {
    openPortfolio();
    await screen.findByRole('article', { name: 'Bitcoin' });
    expect(screen.queryByRole('region', { name: 'Completed Investments' })).toBeNull();
  });

  // A period of hours started and ended on the same date: "Nov 20, 2026 – Nov 20, 2026".
  it('gives the start and the end of an investment to the minute, so one of hours reads as such', async () => {
    const startDate = '2026-11-20T08:00:00.000Z';
    const endDate = '2026-11-20T13:00:00.000Z';
    const duration = { id: running.duration?.id ?? '', label: '5 hours', hours: 5 };
    openPortfolio(listByView({ active: listOf([{ ...running, startDate, endDate, duration }]) }));
    const card = (await screen.findByRole('article', { name: 'Bitcoin' })) as HTMLElement;
    expect(formatDateTime(startDate)).not.toBe(formatDateTime(endDate));
    expect(periodOf(card)).toEqual([
      [startDate, formatDateTime(startDate)],
      [endDate, formatDateTime(endDate)],
    ]);
  });

  it('offers Sell Early on active cards and Remove on finished ones', async () => {
    openPortfolio(listByView({ completed: listOf([finished, soldEarly]) }));
    const bitcoin = within((await screen.findByRole('article', { name: 'Bitcoin' })) as HTMLElement);
    expect(bitcoin.getByRole('button', { name: 'Sell Early Bitcoin' })).toBeTruthy();
    expect(bitcoin.queryByRole('button', { name: /Remove/ })).toBeNull();
    const ethereum = within(screen.getByRole('article', { name: 'Ethereum' }));
    expect(ethereum.getByRole('button', { name: 'Remove Ethereum' })).toBeTruthy();
    expect(ethereum.queryByRole('button', { name: /Sell Early/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove Unknown Asset' })).toBeTruthy();
  });

  it('shows the empty state with Start Investing and New Investment going to /invest', async () => {
    openPortfolio(listByView({ active: listOf([]) }));
    expect(await screen.findByText('No Active Investments')).toBeTruthy();
    expect(screen.getByText('Start investing to see your portfolio grow')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New Investment' }).getAttribute('href')).toBe('/invest');
    fireEvent.click(screen.getByRole('link', { name: 'Start Investing' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/invest');
  });

  it('offers the archive only when there is one, and switches between the lists', async () => {
    const counts = { active: 1, completed: 0, archived: 1 };
    openPortfolio(
      listByView({ active: listOf([running], { counts }), archived: listOf([stored], { counts }) }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Show Archived (1)' }));
    expect(await screen.findByRole('heading', { name: 'Archived Investments' })).toBeTruthy();
    const apple = within((await screen.findByRole('article', { name: 'Apple Inc.' })) as HTMLElement);
    expect(apple.getByRole('button', { name: 'Restore Apple Inc.' })).toBeTruthy();
    expect(apple.queryByRole('button', { name: /Remove|Sell Early/ })).toBeNull();
    expect(screen.queryByRole('article', { name: 'Bitcoin' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show Active' }));
    expect(await screen.findByRole('article', { name: 'Bitcoin' })).toBeTruthy();
  });

  it('has no archive switch without archived investments', async () => {
    openPortfolio();
    await screen.findByRole('heading', { name: 'Active Investments' });
    expect(screen.queryByRole('button', { name: /Show Archived/ })).toBeNull();
  });

  it('says when the archive is empty', async () => {
    const counts = { active: 1, completed: 0, archived: 1 };
    openPortfolio(listByView({ active: listOf([running], { counts }), archived: listOf([], { counts }) }));
    fireEvent.click(await screen.findByRole('button', { name: 'Show Archived (1)' }));
    expect(await screen.findByText('No Archived Investments')).toBeTruthy();
    expect(screen.getByText("You don't have any archived investments yet")).toBeTruthy();
  });

  it('shows the message handed over for 5 seconds, and clears it from history', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { router } = openPortfolio(listByView(), { message: 'Successfully invested $100.00 in Bitcoin!' });
    expect(await screen.findByText('Successfully invested $100.00 in Bitcoin!')).toBeTruthy();
    await waitFor(() => expect(router.state.location.state).toBeNull());
    act(() => vi.advanceTimersByTime(4_500));
    expect(screen.getByText('Successfully invested $100.00 in Bitcoin!')).toBeTruthy();
    act(() => vi.advanceTimersByTime(600));
    expect(screen.queryByText('Successfully invested $100.00 in Bitcoin!')).toBeNull();
  });

  // A banner in the page's flow pushed everything below it down when it came and pulled it
  // back up when it went. It is a toast over the page instead, in a status region that is
  // always there (so screen readers announce what appears in it) and takes no room in the page.
  it('shows the message over the page, in a status region that stays when it goes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const removeCss = applyModuleCss('../../../components/status-toast.module.css', import.meta.url, toast);
    try {
      openPortfolio(listByView(), { message: 'Successfully invested $100.00 in Bitcoin!' });
      const message = await screen.findByText('Successfully invested $100.00 in Bitcoin!');
      const region = message.closest('[role="status"]') as HTMLElement;
      expect(region).toBeTruthy();
      expect(getComputedStyle(region.parentElement as HTMLElement).position).toBe('fixed');
      act(() => vi.advanceTimersByTime(5_100));
      expect(screen.queryByText('Successfully invested $100.00 in Bitcoin!')).toBeNull();
      expect(region.isConnected).toBe(true);
      expect(region.textContent).toBe('');
    } finally {
      removeCss();
    }
  });

  it('reads the returns again every 30 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const list = listByView();
    openPortfolio(list);
    await screen.findByRole('heading', { name: 'Active Investments' });
    const activeReads = () => list.mock.calls.filter(([view]) => view === 'active').length;
    expect(activeReads()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    await waitFor(() => expect(activeReads()).toBe(2));
  });

  it('follows a live investment event without a reload', async () => {
    const completed = vi
      .fn()
      .mockResolvedValueOnce(listOf([]))
      .mockResolvedValue(listOf([finished]));
    const list = vi.fn((view: string) =>
      view === 'completed' ? completed() : Promise.resolve(listOf([running])),
    );
    const { sdk } = openPortfolio(list);
    await screen.findByRole('article', { name: 'Bitcoin' });
    sdk.emit({ topic: 'me', event: 'investment', data: { id: finished.id, status: finished.status } });
    expect(await screen.findByRole('article', { name: 'Ethereum' })).toBeTruthy();
  });
});
