import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AppError, type Asset } from '@tradesim/core';
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

function dashboardSdk(overrides: Parameters<typeof fakeSdk>[0] = {}): FakeSdk {
  return fakeSdk({
    me: { get: vi.fn().mockResolvedValue(profileFixture()) },
    market: { assets: { list: listByType({ crypto: [btc, eth], stock: [aapl] }) } },
    investments: { list: vi.fn().mockResolvedValue(emptyInvestments) },
    ...overrides,
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
  });

  it('shows no change as neither a gain nor a loss', async () => {
    const me = profileFixture({
      portfolio: portfolioFixture({ change24h: { amount: '0.00', percent: '0.00' } }),
    });
    renderPage(<DashboardPage />, { sdk: dashboardSdk({ me: { get: vi.fn().mockResolvedValue(me) } }) });
    const figure = await screen.findByText('$0.00 (0.00%)');
    expect(figure.className).not.toContain('positive');
    expect(figure.className).not.toContain('negative');
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
    expect(screen.getByRole('heading', { name: 'Earn up to $150 in crypto' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Explore crypto' }));
    expect(screen.getByTestId('location').textContent).toBe('/market?type=crypto');
  });

  it('closes when dismissed and stays closed on the next visit', async () => {
    const first = renderPage(<DashboardPage />, { sdk: dashboardSdk() });
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss promotion' }));
    expect(screen.queryByText('Earn up to $150 in crypto')).toBeNull();
    expect(localStorage.getItem(promoStorageKey)).toBe('1');
    first.unmount();
    renderPage(<DashboardPage />, { sdk: dashboardSdk() });
    await screen.findByTestId('total-value');
    expect(screen.queryByText('Earn up to $150 in crypto')).toBeNull();
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
    expect(screen.queryByText(/Holding/)).toBeNull();
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
