import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AppError } from '@tradesim/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import flashStyles from '../../../components/asset-row/price-flash.module.css';
import { fakeSdk } from '../../../test/fake-sdk.js';
import { assetFixture, tickFixture } from '../../../test/fixtures.js';
import { LiveProbe } from '../../../test/live-probe.js';
import { preferReducedMotion } from '../../../test/reduced-motion.fixture.js';
import { renderPage } from '../../../test/render.js';
import { MarketPage } from './market-page.js';

const btc = assetFixture({ icon: '₿' });
const aapl = assetFixture({
  id: '00000000-0000-4000-8000-0000000000b1',
  symbol: 'AAPL',
  name: 'Apple Inc.',
  type: 'stock',
  icon: 'https://example.com/aapl.png',
  price: '189.30',
  change24h: '-1.40',
  changePercent24h: '-0.73',
});

/** A week of prices from `from` to `to` (the sparkline asks for 40 points; three draw a line). */
function week(from: string, to: string) {
  return {
    items: [
      { time: '2026-11-15T08:00:00.000Z', price: from },
      { time: '2026-11-18T08:00:00.000Z', price: from },
      { time: '2026-11-22T08:00:00.000Z', price: to },
    ],
  };
}

/** BTC rose 2% over the week, AAPL fell 5%. */
const weeks = vi.fn(async (id: string) =>
  id === btc.id ? week('63000.00', '64260.00') : week('200.00', '190.00'),
);

function renderMarket(list = vi.fn().mockResolvedValue({ items: [btc, aapl] }), history = weeks) {
  const sdk = fakeSdk({ market: { assets: { list, history } } });
  const view = renderPage(
    <>
      <LiveProbe />
      <MarketPage />
    </>,
    { sdk, path: '/market' },
  );
  return { ...view, list };
}

afterEach(cleanup);

describe('the market list', () => {
  it('draws grey placeholder rows while market data loads, and says so to screen readers', () => {
    renderMarket(vi.fn(() => new Promise<never>(() => undefined)));
    expect(screen.getByRole('status').textContent).toBe('Loading market data...');
    const skeleton = screen.getByTestId('asset-list-skeleton');
    expect(skeleton.getAttribute('aria-hidden')).toBe('true');
    expect(skeleton.querySelectorAll('li').length).toBeGreaterThan(3);
    expect(skeleton.querySelectorAll('[data-skeleton]').length).toBeGreaterThan(0);
    expect(screen.queryByRole('list', { name: 'Assets' })).toBeNull();
  });

  it('lists every asset with its logo, name, symbol, price and signed 24h change', async () => {
    const { list } = renderMarket();
    const rows = within(await screen.findByRole('list', { name: 'Assets' })).getAllByRole('link');
    expect(rows).toHaveLength(2);
    const [bitcoin, apple] = rows as [HTMLElement, HTMLElement];
    expect(within(bitcoin).getByText('Bitcoin')).toBeTruthy();
    expect(within(bitcoin).getByText('BTC')).toBeTruthy();
    // A text icon (emoji) is not an image address: no request for "/₿", the bundled Bitcoin logo.
    await waitFor(() => expect(bitcoin.querySelector('img')?.getAttribute('data-logo')).toBe('bundled'));
    expect(decodeURIComponent(bitcoin.querySelector('img')?.getAttribute('src') ?? '')).toContain('#F7931A');
    expect(within(bitcoin).getByText('$64,250.12')).toBeTruthy();
    expect(within(bitcoin).getByText('+1.98%').className).toContain('positive');
    // The catalogue's own image comes first.
    expect(apple.querySelector('img')?.getAttribute('src')).toBe('https://example.com/aapl.png');
    expect(within(apple).getByText('-0.73%').className).toContain('negative');
    expect(list).toHaveBeenCalledWith({ sort: 'change', order: 'desc' });
    fireEvent.click(apple);
    expect(screen.getByTestId('location').textContent).toBe(`/asset/${aapl.id}`);
  });

  it('draws the letter tile for an asset with no image and no bundled logo', async () => {
    const zed = assetFixture({
      id: '00000000-0000-4000-8000-0000000000c1',
      symbol: 'ZED',
      name: 'Zed Coin',
      icon: null,
    });
    renderMarket(vi.fn().mockResolvedValue({ items: [zed] }));
    const [row] = within(await screen.findByRole('list', { name: 'Assets' })).getAllByRole('link');
    await waitFor(() => expect(within(row as HTMLElement).getByText('Z')).toBeTruthy());
    expect((row as HTMLElement).querySelector('img')).toBeNull();
  });

  it("draws each row's 7-day sparkline, coloured and labelled by the week's direction", async () => {
    const { sdk } = renderMarket();
    const rising = await screen.findByRole('img', { name: '7-day trend: up 2.0%' });
    const falling = await screen.findByRole('img', { name: '7-day trend: down 5.0%' });
    expect(rising.getAttribute('data-trend')).toBe('up');
    expect(falling.getAttribute('data-trend')).toBe('down');
    expect(rising.querySelector('polyline')?.getAttribute('points')?.split(' ')).toHaveLength(3);
    // Few points, asked once per asset.
    expect(sdk.client.market.assets.history).toHaveBeenCalledWith(btc.id, { days: 7, points: 40 });
    expect(sdk.client.market.assets.history).toHaveBeenCalledWith(aapl.id, { days: 7, points: 40 });
    const [bitcoin] = within(screen.getByRole('list', { name: 'Assets' })).getAllByRole('link');
    expect(within(bitcoin as HTMLElement).getByRole('img', { name: '7-day trend: up 2.0%' })).toBe(rising);
  });

  it('asks for a sparkline only once its row comes near the screen', async () => {
    const observed: { target: Element; report: IntersectionObserverCallback }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly report: IntersectionObserverCallback) {}
        observe(target: Element) {
          observed.push({ target, report: this.report });
        }
        disconnect() {}
      },
    );
    try {
      const history = vi.fn(async () => week('1.00', '1.10'));
      renderMarket(undefined, history);
      await screen.findByRole('list', { name: 'Assets' });
      await waitFor(() => expect(observed).toHaveLength(2));
      expect(history).not.toHaveBeenCalled();
      const [first] = observed;
      act(() =>
        first?.report(
          [{ target: first.target, isIntersecting: true } as IntersectionObserverEntry],
          {} as IntersectionObserver,
        ),
      );
      await waitFor(() => expect(history).toHaveBeenCalledTimes(1));
      expect(history).toHaveBeenCalledWith(btc.id, { days: 7, points: 40 });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('keeps the row without a sparkline when the history cannot be had', async () => {
    renderMarket(undefined, vi.fn().mockRejectedValue(new AppError('SERVICE_UNAVAILABLE')));
    await screen.findByRole('list', { name: 'Assets' });
    await waitFor(() => expect(screen.queryAllByTestId('asset-list-skeleton')).toHaveLength(0));
    await waitFor(() => expect(document.querySelectorAll('[data-skeleton]')).toHaveLength(0));
    expect(screen.queryByRole('img', { name: /7-day trend/ })).toBeNull();
    expect(screen.getByText('$64,250.12')).toBeTruthy();
  });

  it('keeps the list on screen while another sort loads, instead of flashing Loading', async () => {
    const list = vi
      .fn()
      .mockResolvedValueOnce({ items: [btc, aapl] })
      .mockReturnValue(new Promise<never>(() => undefined));
    renderMarket(list);
    await screen.findByRole('list', { name: 'Assets' });
    fireEvent.click(screen.getByRole('button', { name: 'Price' }));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ sort: 'price', order: 'desc' }));
    expect(screen.queryByText('Loading market data...')).toBeNull();
    expect(within(screen.getByRole('list', { name: 'Assets' })).getAllByRole('link')).toHaveLength(2);
  });

  it('sorts by change, descending, by default and says so', async () => {
    renderMarket();
    await screen.findByRole('list', { name: 'Assets' });
    const change = screen.getByRole('button', { name: 'Change, descending' });
    expect(change.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Price' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('sorts by price, and clicking the active sort flips the direction', async () => {
    const { list } = renderMarket();
    await screen.findByRole('list', { name: 'Assets' });
    fireEvent.click(screen.getByRole('button', { name: 'Price' }));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ sort: 'price', order: 'desc' }));
    fireEvent.click(screen.getByRole('button', { name: 'Price, descending' }));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ sort: 'price', order: 'asc' }));
    expect(screen.getByRole('button', { name: 'Price, ascending' })).toBeTruthy();
    // Another sort starts at its own default direction (the first list is cached, not asked again).
    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    expect(screen.getByRole('button', { name: 'Change, descending' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Change, descending' }));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ sort: 'change', order: 'asc' }));
  });

  it('sorts names from A to Z first', async () => {
    const { list } = renderMarket();
    await screen.findByRole('list', { name: 'Assets' });
    fireEvent.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ sort: 'name', order: 'asc' }));
    expect(screen.getByRole('button', { name: 'Name, ascending' })).toBeTruthy();
  });

  it('filters by type', async () => {
    const { list } = renderMarket();
    await screen.findByRole('list', { name: 'Assets' });
    expect(screen.getByRole('button', { name: 'All Assets' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Stocks' }));
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith({ type: 'stock', sort: 'change', order: 'desc' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'All Assets' }));
    expect(screen.getByRole('button', { name: 'All Assets' }).getAttribute('aria-pressed')).toBe('true');
    expect(await screen.findByText('Bitcoin')).toBeTruthy();
  });

  it('opens filtered and sorted from the URL (the dashboard promo links to crypto)', async () => {
    const { list, router } = renderMarket();
    await screen.findByRole('list', { name: 'Assets' });
    await router.navigate('/market?type=crypto&sort=name&order=desc');
    await waitFor(() => expect(list).toHaveBeenCalledWith({ type: 'crypto', sort: 'name', order: 'desc' }));
    expect(screen.getByRole('button', { name: 'Crypto' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Name, descending' })).toBeTruthy();
  });

  it('searches by name or symbol once typing pauses', async () => {
    const { list } = renderMarket();
    await screen.findByRole('list', { name: 'Assets' });
    fireEvent.change(screen.getByLabelText('Search by name or symbol'), { target: { value: ' btc ' } });
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ q: 'btc', sort: 'change', order: 'desc' }));
    expect(list).not.toHaveBeenCalledWith(expect.objectContaining({ q: ' btc ' }));
  });

  it('says when nothing matches', async () => {
    renderMarket(vi.fn().mockResolvedValue({ items: [] }));
    expect(await screen.findByText('No assets found')).toBeTruthy();
    expect(screen.getByText('Try adjusting your search or filter criteria')).toBeTruthy();
  });

  it('shows a failure with the server message and a Retry that asks again', async () => {
    const list = vi
      .fn()
      .mockRejectedValueOnce(new AppError('RATE_LIMITED'))
      .mockResolvedValue({ items: [btc] });
    renderMarket(list);
    expect(
      await screen.findByText('Error loading market data: Too many requests. Please try again later.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Bitcoin')).toBeTruthy();
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('moves prices live when a tick arrives', async () => {
    const { sdk } = renderMarket();
    await screen.findByText('$64,250.12');
    sdk.emit(tickFixture({ price: '63900.00', change24h: '-350.12', changePercent24h: '-0.55' }));
    expect(await screen.findByText('$63,900.00')).toBeTruthy();
    expect(screen.getByText('-0.55%').className).toContain('negative');
    expect(screen.getByText('$189.30')).toBeTruthy();
  });

  it('flashes a price green when a tick raises it and red when one lowers it', async () => {
    const { sdk } = renderMarket();
    const price = await screen.findByText('$64,250.12');
    expect(price.className).not.toContain(flashStyles.up);
    sdk.emit(tickFixture({ price: '64300.00', change24h: '1300.38', changePercent24h: '2.06' }));
    const raised = await screen.findByText('$64,300.00');
    expect(raised.classList.contains(flashStyles.up as string)).toBe(true);
    expect(raised.classList.contains(flashStyles.down as string)).toBe(false);
    // The flash ends with its animation (jsdom has no AnimationEvent, so React listens for the
    // prefixed name there).
    fireEvent.animationEnd(raised);
    fireEvent(raised, new Event('webkitAnimationEnd', { bubbles: true }));
    expect(screen.getByText('$64,300.00').classList.contains(flashStyles.up as string)).toBe(false);
    sdk.emit(tickFixture({ price: '64100.00', change24h: '1100.38', changePercent24h: '1.75' }));
    const lowered = await screen.findByText('$64,100.00');
    expect(lowered.classList.contains(flashStyles.down as string)).toBe(true);
    // The row the tick did not move stays still.
    expect(screen.getByText('$189.30').className).not.toMatch(
      new RegExp(`${flashStyles.up}|${flashStyles.down}`),
    );
  });

  it('moves prices without a flash when the user prefers reduced motion', async () => {
    preferReducedMotion();
    try {
      const { sdk } = renderMarket();
      await screen.findByText('$64,250.12');
      sdk.emit(tickFixture({ price: '64300.00', change24h: '1300.38', changePercent24h: '2.06' }));
      const raised = await screen.findByText('$64,300.00');
      expect(raised.classList.contains(flashStyles.up as string)).toBe(false);
      sdk.emit(tickFixture({ price: '64100.00', change24h: '1100.38', changePercent24h: '1.75' }));
      const lowered = await screen.findByText('$64,100.00');
      expect(lowered.classList.contains(flashStyles.down as string)).toBe(false);
      expect(window.matchMedia).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('labels prices as simulated', async () => {
    renderMarket();
    await screen.findByRole('list', { name: 'Assets' });
    expect(
      screen.getByText('Prices and returns are simulated. No real money or assets are traded.'),
    ).toBeTruthy();
  });
});
