import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AppError, type Asset, type PortfolioPoint } from '@tradesim/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeSdk, fakeSdk } from '../../../test/fake-sdk.js';
import { assetFixture, investmentFixture, portfolioFixture, profileFixture } from '../../../test/fixtures.js';
import { LiveProbe } from '../../../test/live-probe.js';
import { renderPage } from '../../../test/render.js';
import { DashboardPage } from './dashboard-page.js';
import { promoStorageKey } from './use-promo-dismissed.js';

const btc = assetFixture();
const eth = assetFixture({
  id: '00000000-0000-4000-8000-0000000000a2',
  symbol: 'ETH',
  name: 'Ethereum',
  price: '3120.40',
  changePercent24h: '-0.42',
});
const aapl = assetFixture({
  id: '00000000-0000-4000-8000-0000000000b1',
  symbol: 'AAPL',
  name: 'Apple Inc.',
  type: 'stock',
  price: '189.30',
  changePercent24h: '0.75',
});
const emptyInvestments = {
  items: [],
  summary: { totalInvested: '0.00', currentValue: '0.00', totalReturns: '0.00', returnPercent: '0.00' },
  counts: { active: 0, completed: 0, archived: 0 },
};

function listByType(byType: Record<string, Asset[]>) {
  return vi.fn(async (query: { type?: string } = {}) => ({ items: byType[query.type ?? ''] ?? [] }));
}

/** Net worth over the last day: three points, the last one valued now (the profile's figures). */
const historyPoints: PortfolioPoint[] = [
  { time: '2026-11-21T08:00:00.000Z', netWorth: '1777.66', cash: '1250.00', invested: '527.66' },
  { time: '2026-11-21T20:00:00.000Z', netWorth: '1785.00', cash: '1250.00', invested: '535.00' },
  { time: '2026-11-22T08:00:00.000Z', netWorth: '1790.00', cash: '1250.00', invested: '540.00' },
];

/** The dashboard's calls, each overridable; `me` overrides merge over the defaults. */
function dashboardSdk(overrides: Parameters<typeof fakeSdk>[0] = {}): FakeSdk {
  const { me, ...rest } = overrides;
  return fakeSdk({
    me: {
      get: vi.fn().mockResolvedValue(profileFixture()),
      portfolioHistory: vi.fn().mockResolvedValue({ points: historyPoints }),
      ...me,
    },
    market: { assets: { list: listByType({ crypto: [btc, eth], stock: [aapl] }) } },
    investments: { list: vi.fn().mockResolvedValue(emptyInvestments) },
    ...rest,
  });
}

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('the dashboard: total value', () => {
  it('shows the net worth as total value and the 24 h change, signed and coloured, labelled simulated', async () => {
    renderPage(<DashboardPage />, { sdk: dashboardSdk() });
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    // $1,250.00 cash + $540.00 in open investments.
    expect((await screen.findByTestId('total-value')).textContent).toBe('$1,790.00');
    const figure = screen.getByText('+$12.34 (+0.69%)');
    expect(figure.className).toContain('positive');
    expect(screen.getByTestId('change-24h').textContent).toBe('+$12.34 (+0.69%)Last 24h');
    // A rise points up: shape as well as colour and sign.
    expect(figure.querySelector('svg')?.dataset.trend).toBe('up');
    expect(screen.queryByText('All time')).toBeNull();
    expect(screen.getByText('$1,250.00 cash · $540.00 invested')).toBeTruthy();
    const card = screen.getByRole('region', { name: 'Total value' });
    expect(within(card).getByText('Simulated')).toBeTruthy();
  });

  it('shows a fall over the last 24 hours with a minus sign and the negative colour', async () => {
    const me = profileFixture({
      portfolio: portfolioFixture({ change24h: { amount: '-12.50', percent: '-0.70' } }),
    });
    renderPage(<DashboardPage />, { sdk: dashboardSdk({ me: { get: vi.fn().mockResolvedValue(me) } }) });
    const figure = await screen.findByText('-$12.50 (-0.70%)');
    expect(figure.className).toContain('negative');
    expect(figure.querySelector('svg')?.dataset.trend).toBe('down');
  });

  it('shows no change as neither a gain nor a loss', async () => {
    const me = profileFixture({
      portfolio: portfolioFixture({ change24h: { amount: '0.00', percent: '0.00' } }),
    });
    renderPage(<DashboardPage />, { sdk: dashboardSdk({ me: { get: vi.fn().mockResolvedValue(me) } }) });
    const figure = await screen.findByText('$0.00 (0.00%)');
    expect(figure.className).not.toContain('positive');
    expect(figure.className).not.toContain('negative');
    expect(figure.querySelector('svg')).toBeNull();
  });

  it('says loading, then shows a failed profile load with a Retry that asks again', async () => {
    const get = vi
      .fn()
      .mockRejectedValueOnce(new AppError('SERVICE_UNAVAILABLE'))
      .mockResolvedValue(profileFixture({ portfolio: portfolioFixture({ netWorth: '20.00' }) }));
    renderPage(<DashboardPage />, { sdk: dashboardSdk({ me: { get } }) });
    const card = screen.getByRole('region', { name: 'Total value' });
    expect(within(card).getByText('Loading...')).toBeTruthy();
    expect(
      await within(card).findByText('The service is temporarily unavailable. Please try again.'),
    ).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Retry' }));
    expect((await screen.findByTestId('total-value')).textContent).toBe('$20.00');
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('opens the top-up and withdrawal flows', async () => {
    renderPage(<DashboardPage />, { sdk: dashboardSdk() });
    fireEvent.click(screen.getByRole('link', { name: 'Top Up' }));
    expect(screen.getByTestId('location').textContent).toBe('/topup');
  });

  it('opens the withdrawal flow', async () => {
    renderPage(<DashboardPage />, { sdk: dashboardSdk() });
    fireEvent.click(screen.getByRole('link', { name: 'Withdraw' }));
    expect(screen.getByTestId('location').textContent).toBe('/withdraw');
  });
});

describe('the dashboard: promo card', () => {
  it('links to the market filtered to crypto', async () => {
    renderPage(<DashboardPage />, { sdk: dashboardSdk() });
    expect(screen.getByRole('heading', { name: 'Earn up to $150 in simulated crypto' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Explore crypto' }));
    expect(screen.getByTestId('location').textContent).toBe('/market?type=crypto');
  });

  it('closes when dismissed and stays closed on the next visit', async () => {
    const first = renderPage(<DashboardPage />, { sdk: dashboardSdk() });
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss promotion' }));
    expect(screen.queryByText('Earn up to $150 in simulated crypto')).toBeNull();
    expect(localStorage.getItem(promoStorageKey)).toBe('1');
    first.unmount();
    renderPage(<DashboardPage />, { sdk: dashboardSdk() });
    await screen.findByTestId('total-value');
    expect(screen.queryByText('Earn up to $150 in simulated crypto')).toBeNull();
  });
});

describe('the dashboard: asset tabs', () => {
  it('lists crypto first with price and signed, coloured change; rows open the asset', async () => {
    const sdk = dashboardSdk();
    renderPage(<DashboardPage />, { sdk });
    const list = await screen.findByRole('list', { name: 'Crypto assets' });
    expect(within(list).getByText('Bitcoin')).toBeTruthy();
    expect(within(list).getByText('$64,250.12')).toBeTruthy();
    expect(within(list).getByText('+1.98%').className).toContain('positive');
    expect(within(list).getByText('-0.42%').className).toContain('negative');
    expect(sdk.client.market.assets.list).toHaveBeenCalledWith({ type: 'crypto' });
    fireEvent.click(within(list).getByRole('link', { name: /Ethereum/ }));
    expect(screen.getByTestId('location').textContent).toBe(`/asset/${eth.id}`);
  });

  it('switches to stocks', async () => {
    const sdk = dashboardSdk();
    renderPage(<DashboardPage />, { sdk });
    await screen.findByRole('list', { name: 'Crypto assets' });
    fireEvent.click(screen.getByRole('button', { name: 'Stocks' }));
    const list = await screen.findByRole('list', { name: 'Stock assets' });
    expect(within(list).getByText('Apple Inc.')).toBeTruthy();
    expect(within(list).queryByText('Bitcoin')).toBeNull();
    expect(sdk.client.market.assets.list).toHaveBeenCalledWith({ type: 'stock' });
  });

  it('shows the amount held through active investments, summed per asset', async () => {
    const list = vi.fn().mockResolvedValue({
      ...emptyInvestments,
      items: [
        investmentFixture({ assetAmount: '0.0015564202' }),
        investmentFixture({ id: '00000000-0000-4000-8000-0000000000e2', assetAmount: '0.001' }),
      ],
    });
    renderPage(<DashboardPage />, { sdk: dashboardSdk({ investments: { list } }) });
    expect(await screen.findByText('Holding 0.002556 BTC')).toBeTruthy();
    expect(list).toHaveBeenCalledWith('active');
    // Nothing held in ETH: its row shows the symbol only.
    const eth = screen.getByRole('link', { name: /Ethereum/ });
    expect(within(eth).getByText('ETH')).toBeTruthy();
  });

  it('updates the held amount when an investment event arrives', async () => {
    const list = vi
      .fn()
      .mockResolvedValueOnce(emptyInvestments)
      .mockResolvedValue({ ...emptyInvestments, items: [investmentFixture({ assetAmount: '0.5' })] });
    const sdk = dashboardSdk({ investments: { list } });
    renderPage(
      <>
        <LiveProbe />
        <DashboardPage />
      </>,
      { sdk },
    );
    await screen.findByText('Bitcoin');
    // The held-amount detail of a row ("Holding 0.5 BTC"), not the Holdings card's heading.
    expect(screen.queryByText(/^Holding /)).toBeNull();
    sdk.emit({ topic: 'me', event: 'investment', data: { id: investmentFixture().id, status: 'active' } });
    expect(await screen.findByText('Holding 0.500000 BTC')).toBeTruthy();
  });

  it('still lists assets when the held amounts fail to load', async () => {
    const list = vi.fn().mockRejectedValue(new AppError('SERVICE_UNAVAILABLE'));
    renderPage(<DashboardPage />, { sdk: dashboardSdk({ investments: { list } }) });
    expect(await screen.findByText('Bitcoin')).toBeTruthy();
    expect(screen.getByText('BTC')).toBeTruthy();
  });

  it('says when a tab has no assets', async () => {
    const sdk = dashboardSdk({ market: { assets: { list: listByType({}) } } });
    renderPage(<DashboardPage />, { sdk });
    expect(await screen.findByText('No crypto assets available')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Stocks' }));
    expect(await screen.findByText('No stock assets available')).toBeTruthy();
  });

  it('says loading, then shows a failure with a Retry that asks again', async () => {
    const list = vi
      .fn()
      .mockRejectedValueOnce(new AppError('SERVICE_UNAVAILABLE'))
      .mockResolvedValue({ items: [btc] });
    renderPage(<DashboardPage />, { sdk: dashboardSdk({ market: { assets: { list } } }) });
    const card = screen.getByRole('region', { name: 'Assets' });
    expect(within(card).getByText('Loading...')).toBeTruthy();
    expect(
      await screen.findByText(
        'Error loading assets: The service is temporarily unavailable. Please try again.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Bitcoin')).toBeTruthy();
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('falls back to a generic message when the failure is not a server error', async () => {
    const list = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    renderPage(<DashboardPage />, { sdk: dashboardSdk({ market: { assets: { list } } }) });
    await waitFor(() =>
      expect(screen.getByText('Error loading assets: Failed to fetch assets')).toBeTruthy(),
    );
  });
});

describe('the dashboard: net worth history', () => {
  const chartName = /^Net worth/;

  it('opens on the last day, with 1D pressed, described by its first and last points', async () => {
    const sdk = dashboardSdk();
    renderPage(<DashboardPage />, { sdk });
    const chart = await screen.findByRole('img', { name: chartName });
    expect(sdk.client.me.portfolioHistory).toHaveBeenCalledWith({ range: '1d' });
    expect(chart.getAttribute('aria-label')).toMatch(
      /^Net worth over the last day: \$1,777\.66 on .+, \$1,790\.00 now \(\$1,250\.00 cash, \$540\.00 invested\)\.$/,
    );
    const ranges = within(screen.getByRole('group', { name: 'Chart range' }));
    expect(ranges.getAllByRole('button').map((button) => button.textContent)).toEqual([
      '1D',
      '1W',
      '1M',
      '3M',
      'All',
    ]);
    expect(ranges.getByRole('button', { name: '1D' }).getAttribute('aria-pressed')).toBe('true');
    expect(ranges.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('asks for the range of each button and marks it pressed', async () => {
    const sdk = dashboardSdk();
    renderPage(<DashboardPage />, { sdk });
    await screen.findByRole('img', { name: chartName });
    const ranges = within(screen.getByRole('group', { name: 'Chart range' }));
    for (const [label, range] of [
      ['1W', '1w'],
      ['1M', '1m'],
      ['3M', '3m'],
      ['All', 'all'],
    ] as const) {
      fireEvent.click(ranges.getByRole('button', { name: label }));
      await waitFor(() => expect(sdk.client.me.portfolioHistory).toHaveBeenLastCalledWith({ range }));
      const pressed = ranges
        .getAllByRole('button')
        .filter((button) => button.getAttribute('aria-pressed') === 'true');
      expect(pressed.map((button) => button.textContent)).toEqual([label]);
    }
    await waitFor(() =>
      expect(screen.getByRole('img', { name: chartName }).getAttribute('aria-label')).toMatch(
        /^Net worth since your first recorded day: /,
      ),
    );
    // Back to 1D: pressed again, and its chart is the one shown.
    fireEvent.click(ranges.getByRole('button', { name: '1D' }));
    expect(ranges.getByRole('button', { name: '1D' }).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() =>
      expect(screen.getByRole('img', { name: chartName }).getAttribute('aria-label')).toMatch(
        /^Net worth over the last day: /,
      ),
    );
    const asked = vi.mocked(sdk.client.me.portfolioHistory).mock.calls.map(([query]) => query?.range);
    expect(asked.slice(0, 5)).toEqual(['1d', '1w', '1m', '3m', 'all']);
  });

  it('keeps the chart shown, marked busy, while the next range loads', async () => {
    const portfolioHistory = vi.fn(async (query: { range?: string } = {}) =>
      query.range === '1w' ? new Promise<never>(() => undefined) : { points: historyPoints },
    );
    renderPage(<DashboardPage />, { sdk: dashboardSdk({ me: { portfolioHistory } }) });
    await screen.findByRole('img', { name: chartName });
    fireEvent.click(screen.getByRole('button', { name: '1W' }));
    expect(screen.getByRole('button', { name: '1W' }).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(portfolioHistory).toHaveBeenLastCalledWith({ range: '1w' }));
    const chart = screen.getByRole('img', { name: chartName });
    // Still the day's points, and described as such, until the week's arrive.
    expect(chart.getAttribute('aria-label')).toMatch(/^Net worth over the last day: /);
    expect(chart.parentElement?.getAttribute('aria-busy')).toBe('true');
  });

  it('says the history starts now while there is only the live point', async () => {
    const portfolioHistory = vi.fn().mockResolvedValue({ points: historyPoints.slice(-1) });
    renderPage(<DashboardPage />, { sdk: dashboardSdk({ me: { portfolioHistory } }) });
    expect(await screen.findByText(/Your net worth history starts now/)).toBeTruthy();
    expect(screen.queryByRole('img', { name: chartName })).toBeNull();
  });

  it('shows placeholders while loading, then a failed history load with a Retry that asks again', async () => {
    const portfolioHistory = vi
      .fn()
      .mockRejectedValueOnce(new AppError('SERVICE_UNAVAILABLE'))
      .mockResolvedValue({ points: historyPoints });
    renderPage(<DashboardPage />, { sdk: dashboardSdk({ me: { portfolioHistory } }) });
    const card = screen.getByRole('region', { name: 'Total value' });
    // Placeholders shaped like the figures and the chart, each announced once.
    expect(
      within(card)
        .getAllByRole('status')
        .map((status) => status.textContent),
    ).toEqual(['Loading...', 'Loading net worth history...']);
    await within(card).findByText('The service is temporarily unavailable. Please try again.');
    fireEvent.click(within(card).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('img', { name: chartName })).toBeTruthy();
    expect(portfolioHistory).toHaveBeenCalledTimes(2);
  });
});

const ethInvestment = (overrides: Parameters<typeof investmentFixture>[0] = {}) =>
  investmentFixture({
    id: '00000000-0000-4000-8000-0000000000e3',
    asset: { id: eth.id, symbol: 'ETH', name: 'Ethereum', type: 'crypto', icon: null },
    amount: '100.00',
    assetAmount: '0.032047',
    currentReturn: '-4.50',
    currentValue: '95.50',
    returnPercent: '-4.50',
    ...overrides,
  });

/**
 * Two investments in BTC ($300 in, $314.20 now), one in ETH ($100 in, $95.50) and one in AAPL
 * ($90 in, $91.00): $500.70 invested now, of which crypto $409.70.
 */
const openInvestments = {
  ...emptyInvestments,
  items: [
    investmentFixture({
      amount: '100.00',
      currentReturn: '4.20',
      currentValue: '104.20',
      assetAmount: '0.0015',
    }),
    ethInvestment(),
    investmentFixture({
      id: '00000000-0000-4000-8000-0000000000e2',
      amount: '200.00',
      currentReturn: '10.00',
      currentValue: '210.00',
      assetAmount: '0.0031',
    }),
    investmentFixture({
      id: '00000000-0000-4000-8000-0000000000e4',
      asset: { id: aapl.id, symbol: 'AAPL', name: 'Apple Inc.', type: 'stock', icon: null },
      amount: '90.00',
      assetAmount: '0.475',
      currentReturn: '1.00',
      currentValue: '91.00',
      returnPercent: '1.11',
    }),
  ],
};

function renderHeld(list = vi.fn().mockResolvedValue(openInvestments)) {
  const sdk = dashboardSdk({ investments: { list } });
  renderPage(<DashboardPage />, { sdk });
  return sdk;
}

describe('the dashboard: holdings', () => {
  it('lists each asset held once, largest first, with its value and signed return; rows open the asset', async () => {
    renderHeld();
    const list = await screen.findByRole('list', { name: 'Holdings by asset' });
    // Each row reads as one link: asset, quantity, invested, value and return, largest first.
    const rows = within(list).getAllByRole('link');
    const names = [
      'Bitcoin, 0.004600 BTC · 2 investments, invested $300.00, value $314.20, return +$14.20 (+4.73%)',
      'Ethereum, 0.032047 ETH, invested $100.00, value $95.50, return -$4.50 (-4.50%)',
      'Apple Inc., 0.475000 AAPL, invested $90.00, value $91.00, return +$1.00 (+1.11%)',
    ];
    expect(rows).toHaveLength(names.length);
    for (const [index, name] of names.entries()) {
      expect(within(list).getByRole('link', { name })).toBe(rows[index]);
    }
    const btcReturn = within(rows[0] as HTMLElement).getByText('+$14.20 (+4.73%)');
    expect(btcReturn.className).toContain('positive');
    expect(btcReturn.querySelector('svg')?.dataset.trend).toBe('up');
    const ethReturn = within(rows[1] as HTMLElement).getByText('-$4.50 (-4.50%)');
    expect(ethReturn.className).toContain('negative');
    expect(ethReturn.querySelector('svg')?.dataset.trend).toBe('down');
    fireEvent.click(rows[1] as HTMLElement);
    expect(screen.getByTestId('location').textContent).toBe(`/asset/${eth.id}`);
  });

  it('links to the portfolio', async () => {
    renderHeld();
    fireEvent.click(await screen.findByRole('link', { name: 'View portfolio' }));
    expect(screen.getByTestId('location').textContent).toBe('/portfolio');
  });

  it('shows placeholders while loading', () => {
    renderHeld(vi.fn(() => new Promise<never>(() => undefined)));
    const holdings = screen.getByRole('region', { name: 'Holdings' });
    expect(within(holdings).getByRole('status').textContent).toBe('Loading holdings...');
    const allocation = screen.getByRole('region', { name: 'Allocation' });
    expect(within(allocation).getByRole('status').textContent).toBe('Loading allocation...');
  });

  it('sends a new user with no investments to the market', async () => {
    renderPage(<DashboardPage />, { sdk: dashboardSdk() });
    const holdings = screen.getByRole('region', { name: 'Holdings' });
    expect(await within(holdings).findByText('No investments yet')).toBeTruthy();
    const allocation = screen.getByRole('region', { name: 'Allocation' });
    expect(within(allocation).getByText(/Once you invest/)).toBeTruthy();
    expect(within(allocation).queryByRole('table')).toBeNull();
    fireEvent.click(within(holdings).getByRole('link', { name: 'Explore the market' }));
    expect(screen.getByTestId('location').textContent).toBe('/market');
  });

  it('shows a failed load with a Retry that asks again', async () => {
    const list = vi
      .fn()
      .mockRejectedValueOnce(new AppError('SERVICE_UNAVAILABLE'))
      .mockResolvedValue(openInvestments);
    renderHeld(list);
    const holdings = screen.getByRole('region', { name: 'Holdings' });
    await within(holdings).findByText('The service is temporarily unavailable. Please try again.');
    fireEvent.click(within(holdings).getByRole('button', { name: 'Retry' }));
    expect(await within(holdings).findByRole('list', { name: 'Holdings by asset' })).toBeTruthy();
  });
});

describe('the dashboard: allocation', () => {
  /** The table's rows as [name, share, value]. */
  function tableRows(table: HTMLElement) {
    return within(table)
      .getAllByTestId('allocation-row')
      .map((row) => Array.from(row.children, (cell) => cell.textContent));
  }

  it('splits the invested value by asset, in whole percents that add up to 100', async () => {
    renderHeld();
    const table = await screen.findByRole('table', {
      name: 'Allocation by asset, share of the invested value',
    });
    // 62.75 %, 19.07 %, 18.17 %: the point left over goes to the largest remainder.
    expect(tableRows(table)).toEqual([
      ['Bitcoin', '63%', '$314.20'],
      ['Ethereum', '19%', '$95.50'],
      ['Apple Inc.', '18%', '$91.00'],
    ]);
    const allocation = screen.getByRole('region', { name: 'Allocation' });
    expect(within(allocation).getByText('Simulated')).toBeTruthy();
  });

  it('splits it by type when asked', async () => {
    renderHeld();
    await screen.findByRole('table', { name: /Allocation by asset/ });
    const grouping = within(screen.getByRole('group', { name: 'Group by' }));
    fireEvent.click(grouping.getByRole('button', { name: 'By type' }));
    expect(grouping.getByRole('button', { name: 'By type' }).getAttribute('aria-pressed')).toBe('true');
    const table = screen.getByRole('table', { name: 'Allocation by type, share of the invested value' });
    expect(tableRows(table)).toEqual([
      ['Crypto', '82%', '$409.70'],
      ['Stocks', '18%', '$91.00'],
    ]);
  });

  it('says "<1%" for a holding too small to round to a whole percent', async () => {
    const list = vi.fn().mockResolvedValue({
      ...emptyInvestments,
      items: [
        investmentFixture({ amount: '1000.00', currentReturn: '0.00', currentValue: '1000.00' }),
        ethInvestment({ amount: '2.00', currentReturn: '0.00', currentValue: '2.00' }),
      ],
    });
    renderHeld(list);
    const table = await screen.findByRole('table', { name: /Allocation by asset/ });
    expect(tableRows(table)).toEqual([
      ['Bitcoin', '>99%', '$1,000.00'],
      ['Ethereum', '<1%', '$2.00'],
    ]);
  });
});
