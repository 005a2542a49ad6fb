import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AppError } from '@tradesim/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSdk } from '../../../test/fake-sdk.js';
import { assetFixture, tickFixture } from '../../../test/fixtures.js';
import { LiveProbe } from '../../../test/live-probe.js';
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

function renderMarket(list = vi.fn().mockResolvedValue({ items: [btc, aapl] })) {
  const sdk = fakeSdk({ market: { assets: { list } } });
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
  it('says it is loading market data', () => {
    renderMarket(vi.fn(() => new Promise<never>(() => undefined)));
    expect(screen.getByText('Loading market data...')).toBeTruthy();
  });

  it('lists every asset with icon or letter tile, name, symbol, price and signed 24h change', async () => {
    const { list } = renderMarket();
    const rows = within(await screen.findByRole('list', { name: 'Assets' })).getAllByRole('link');
    expect(rows).toHaveLength(2);
    const [bitcoin, apple] = rows as [HTMLElement, HTMLElement];
    expect(within(bitcoin).getByText('Bitcoin')).toBeTruthy();
    expect(within(bitcoin).getByText('BTC')).toBeTruthy();
    // A text icon (emoji) is not an image address: the letter tile, and no request for "/₿".
    expect(within(bitcoin).getByText('B')).toBeTruthy();
    expect(bitcoin.querySelector('img')).toBeNull();
    expect(within(bitcoin).getByText('$64,250.12')).toBeTruthy();
    expect(within(bitcoin).getByText('+1.98%').className).toContain('positive');
    expect(apple.querySelector('img')?.getAttribute('src')).toBe('https://example.com/aapl.png');
    expect(within(apple).getByText('-0.73%').className).toContain('negative');
    expect(list).toHaveBeenCalledWith({ sort: 'change', order: 'desc' });
    fireEvent.click(apple);
    expect(screen.getByTestId('location').textContent).toBe(`/asset/${aapl.id}`);
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

  it('labels prices as simulated', async () => {
    renderMarket();
    await screen.findByRole('list', { name: 'Assets' });
    expect(
      screen.getByText('Prices and returns are simulated. No real money or assets are traded.'),
    ).toBeTruthy();
  });
});
