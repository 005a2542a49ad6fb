import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { AppError } from '@tradesim/core';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import flashStyles from '../../../components/asset-row/price-flash.module.css';
import { assetPageSdk } from '../../../test/asset-page.fixtures.js';
import { assetFixture, tickFixture } from '../../../test/fixtures.js';
import { LiveProbe } from '../../../test/live-probe.js';
import { preferReducedMotion } from '../../../test/reduced-motion.fixture.js';
import { renderPage } from '../../../test/render.js';
import { AssetPage } from './asset-page.js';

const btc = assetFixture();

beforeAll(() => {
  // jsdom has no layout: the chart's container hears its size from a ResizeObserver that
  // reports a desktop-sized box.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly report: ResizeObserverCallback) {}
      observe(target: Element) {
        const entry = { target, contentRect: { width: 600, height: 240 } } as ResizeObserverEntry;
        this.report([entry], this as unknown as ResizeObserver);
      }
      unobserve() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderAsset(sdk = assetPageSdk(), id = btc.id) {
  return renderPage(
    <>
      <LiveProbe />
      <AssetPage />
    </>,
    { sdk, path: '/asset/:id', url: `/asset/${id}` },
  );
}

describe('the asset page', () => {
  it('draws the header, chart and invest card in grey while the asset loads, and says Loading...', () => {
    renderAsset(
      assetPageSdk({ market: { assets: { get: vi.fn(() => new Promise<never>(() => undefined)) } } }),
    );
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    const header = screen.getByTestId('asset-summary-skeleton');
    expect(header.getAttribute('aria-hidden')).toBe('true');
    expect(header.querySelectorAll('[data-skeleton]').length).toBeGreaterThan(3);
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.queryByTestId('asset-price')).toBeNull();
  });

  it('shows the bundled logo for a known symbol without an image of its own', async () => {
    renderAsset();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Bitcoin' });
    const summary = heading.closest('div')?.parentElement as HTMLElement;
    await waitFor(() => expect(summary.querySelector('img')?.getAttribute('data-logo')).toBe('bundled'));
    expect(summary.querySelector('img')?.getAttribute('width')).toBe('56');
  });

  it('shows name, symbol, icon, price, 24h change in percent and dollars, market cap and volume', async () => {
    renderAsset();
    expect(await screen.findByRole('heading', { level: 1, name: 'Bitcoin' })).toBeTruthy();
    expect(screen.getByText('BTC')).toBeTruthy();
    expect(screen.getByTestId('asset-price').textContent).toBe('$64,250.12');
    expect(screen.getByText('+1.98%').className).toContain('positive');
    expect(screen.getByText('(+$1,250.50)').className).toContain('positive');
    expect(screen.getByText('$1.26T')).toBeTruthy();
    expect(screen.getByText('$35.00B')).toBeTruthy();
    expect(screen.getAllByText('Simulated').length).toBeGreaterThan(0);
    expect(
      screen.getByText('Prices and returns are simulated. No real money or assets are traded.'),
    ).toBeTruthy();
  });

  it('shows N/A for an unknown market cap and volume, and a fall with a minus sign', async () => {
    const falling = assetFixture({
      marketCap: null,
      volume24h: null,
      change24h: '-0.0042',
      changePercent24h: '-0.50',
      price: '0.84',
    });
    renderAsset(assetPageSdk({ market: { assets: { get: vi.fn().mockResolvedValue(falling) } } }));
    expect(await screen.findAllByText('N/A')).toHaveLength(2);
    expect(screen.getByText('-0.50%').className).toContain('negative');
    expect(screen.getByText('(-$0.0042)').className).toContain('negative');
  });

  it('says Asset not found for an unknown id, with a link back to the market', async () => {
    const get = vi.fn().mockRejectedValue(new AppError('ASSET_NOT_FOUND'));
    renderAsset(assetPageSdk({ market: { assets: { get } } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Asset not found' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Back to the market' }));
    expect(screen.getByTestId('location').textContent).toBe('/market');
  });

  it('says Asset not found for an id that is not an id at all', async () => {
    const get = vi.fn().mockRejectedValue(new AppError('VALIDATION_FAILED', 'Invalid id'));
    renderAsset(assetPageSdk({ market: { assets: { get } } }), 'nonsense');
    expect(await screen.findByText('Asset not found')).toBeTruthy();
    expect(get).toHaveBeenCalledWith('nonsense');
  });

  it('shows other failures with a Retry that asks again', async () => {
    const get = vi.fn().mockRejectedValueOnce(new AppError('SERVICE_UNAVAILABLE')).mockResolvedValue(btc);
    renderAsset(assetPageSdk({ market: { assets: { get } } }));
    expect(await screen.findByText('The service is temporarily unavailable. Please try again.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bitcoin' })).toBeTruthy();
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('goes back to the market when opened directly', async () => {
    renderAsset();
    await screen.findByRole('heading', { level: 1, name: 'Bitcoin' });
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('location').textContent).toBe('/market');
  });

  it('moves the price live when a tick arrives', async () => {
    const sdk = assetPageSdk();
    renderAsset(sdk);
    await screen.findByTestId('asset-price');
    sdk.emit(tickFixture({ price: '64900.00', change24h: '1900.38', changePercent24h: '3.02' }));
    await waitFor(() => expect(screen.getByTestId('asset-price').textContent).toBe('$64,900.00'));
    expect(screen.getByText('+3.02%')).toBeTruthy();
  });

  it('flashes the price up, then down, as ticks move it', async () => {
    const sdk = assetPageSdk();
    renderAsset(sdk);
    const first = await screen.findByTestId('asset-price');
    expect(first.className).not.toContain(flashStyles.up);
    sdk.emit(tickFixture({ price: '64900.00', change24h: '1900.38', changePercent24h: '3.02' }));
    await waitFor(() => expect(screen.getByTestId('asset-price').textContent).toBe('$64,900.00'));
    expect(screen.getByTestId('asset-price').classList.contains(flashStyles.up as string)).toBe(true);
    sdk.emit(tickFixture({ price: '64000.00', change24h: '1000.38', changePercent24h: '1.59' }));
    await waitFor(() => expect(screen.getByTestId('asset-price').textContent).toBe('$64,000.00'));
    expect(screen.getByTestId('asset-price').classList.contains(flashStyles.down as string)).toBe(true);
    expect(screen.getByTestId('asset-price').classList.contains(flashStyles.up as string)).toBe(false);
  });

  it('does not flash the price under reduced motion', async () => {
    preferReducedMotion();
    try {
      const sdk = assetPageSdk();
      renderAsset(sdk);
      await screen.findByTestId('asset-price');
      sdk.emit(tickFixture({ price: '63000.00', change24h: '-1250.12', changePercent24h: '-1.95' }));
      await waitFor(() => expect(screen.getByTestId('asset-price').textContent).toBe('$63,000.00'));
      expect(screen.getByTestId('asset-price').classList.contains(flashStyles.down as string)).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('the 7-day price chart', () => {
  it('asks for 7 days and draws a solid line when the 24h change is up', async () => {
    const sdk = assetPageSdk();
    renderAsset(sdk);
    const chart = await screen.findByTestId('price-chart');
    expect(sdk.client.market.assets.history).toHaveBeenCalledWith(btc.id, { days: 7 });
    expect(chart.getAttribute('aria-label')).toContain('from $63,000.00');
    expect(chart.getAttribute('aria-label')).toContain('to $64,250.12');
    await waitFor(() => expect(chart.querySelector('.recharts-line-curve')).not.toBeNull());
    expect(chart.querySelector('.recharts-line-curve')?.getAttribute('stroke-dasharray')).toBeNull();
  });

  it('draws the line dashed when the 24h change is negative', async () => {
    const falling = assetFixture({ change24h: '-300.00', changePercent24h: '-0.46' });
    renderAsset(assetPageSdk({ market: { assets: { get: vi.fn().mockResolvedValue(falling) } } }));
    const chart = await screen.findByTestId('price-chart');
    expect(chart.getAttribute('aria-label')).toContain('dashed because the price fell');
    await waitFor(() =>
      expect(chart.querySelector('.recharts-line-curve')?.getAttribute('stroke-dasharray')).toBe('6 4'),
    );
  });

  it('logs a failed history call, leaves the chart empty, and the page still works', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const historyCall = vi.fn().mockRejectedValue(new AppError('SERVICE_UNAVAILABLE'));
    renderAsset(assetPageSdk({ market: { assets: { history: historyCall } } }));
    const chart = await screen.findByTestId('price-chart');
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(chart.getAttribute('aria-label')).toBe('No price history to show yet.');
    expect(chart.querySelector('.recharts-line-curve')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Bitcoin' })).toBeTruthy();
    expect(screen.getByLabelText('Investment amount (USD)')).toBeTruthy();
  });
});
