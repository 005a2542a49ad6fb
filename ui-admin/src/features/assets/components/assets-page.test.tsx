import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AppError } from '@tradesim/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { assetFixture } from '../../../test/fixtures.js';
import { apple, bitcoin, listOf, renderAssets, shiba } from '../test/render-assets.js';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

const row = (symbol: string, type = 'crypto') => screen.getByTestId(`asset-row-${symbol}-${type}`);
const cells = (symbol: string, type?: string) =>
  within(row(symbol, type))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the assets screen', () => {
  it('shows a spinner while the catalogue loads', async () => {
    renderAssets({ assets: { list: () => new Promise(() => undefined) } });
    expect((await screen.findByText('Loading assets...')).closest('[role="status"]')).toBeTruthy();
  });

  it('lists each asset with its icon, name, symbol, type, price, change, market cap, volume and status', async () => {
    renderAssets({ assets: { list: listOf(bitcoin, apple, shiba) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Assets' })).toBeTruthy();
    await screen.findByTestId('asset-row-BTC-crypto');
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual([
      'Asset',
      'Type',
      'Price Simulated',
      '24h Change',
      'Market Cap',
      'Volume (24h)',
      'Status',
      'Actions',
    ]);
    expect(cells('BTC')).toEqual([
      // The letter tile (hidden from assistive technology) stands in for a text icon.
      'BBitcoinBTC',
      'Crypto',
      '$64,250.12',
      '+1.98%',
      '$1.26T',
      '$35.00B',
      'Active',
      '',
    ]);
    expect(cells('AAPL', 'stock')).toEqual([
      'Apple Inc.AAPL',
      'Stock',
      '$189.50',
      '-1.10%',
      'N/A',
      '$52.00M',
      'Inactive',
      '',
    ]);
    // Sub-dollar prices keep up to 6 decimals.
    expect(cells('SHIB')[2]).toBe('$0.000024');
    expect(within(row('AAPL', 'stock')).getByRole('presentation').getAttribute('src')).toBe(
      'https://img.test/aapl.png',
    );
  });

  it('colours the change and signs it, so colour is never the only signal', async () => {
    renderAssets({ assets: { list: listOf(bitcoin, apple) } });
    await screen.findByTestId('asset-row-BTC-crypto');
    const up = within(row('BTC')).getByText('+1.98%');
    const down = within(row('AAPL', 'stock')).getByText('-1.10%');
    expect(up.className).toContain('positive');
    expect(down.className).toContain('negative');
  });

  it('says "No assets found" with a hint to add the first asset when the catalogue is empty', async () => {
    renderAssets({ assets: { list: listOf() } });
    expect(await screen.findByText('No assets found')).toBeTruthy();
    const hint = screen.getByText(/^Add your first asset/);
    fireEvent.click(within(hint.parentElement as HTMLElement).getByRole('button', { name: 'Add Asset' }));
    expect(await screen.findByRole('dialog', { name: 'Add Asset' })).toBeTruthy();
  });

  it('hints at the filters when a filtered list is empty, and clears them', async () => {
    const list = vi
      .fn()
      .mockResolvedValueOnce({ items: [] })
      .mockResolvedValue({ items: [bitcoin] });
    const { router } = renderAssets({ assets: { list } }, '/assets?q=zzz&type=stock');
    expect(await screen.findByText('No assets found')).toBeTruthy();
    expect(screen.getByText('Try adjusting your search or filters.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await screen.findByTestId('asset-row-BTC-crypto');
    expect(router.state.location.search).toBe('');
    expect(list).toHaveBeenLastCalledWith({ status: 'all' });
  });

  it('shows "Error: {message}" when the list fails, and Retry asks again', async () => {
    const list = vi
      .fn()
      .mockRejectedValueOnce(new AppError('SERVICE_UNAVAILABLE', 'Service unavailable'))
      .mockResolvedValue({ items: [bitcoin] });
    renderAssets({ assets: { list } });
    expect((await screen.findByRole('alert')).textContent).toContain('Error: Service unavailable');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('asset-row-BTC-crypto')).toBeTruthy();
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('falls back to "Failed to fetch assets" for an error that is not the server’s', async () => {
    renderAssets({ assets: { list: vi.fn().mockRejectedValue(new TypeError('network')) } });
    expect((await screen.findByRole('alert')).textContent).toContain('Error: Failed to fetch assets');
  });
});

describe('the filters', () => {
  it('reads q, type and status from the URL and asks for that list', async () => {
    const list = listOf(apple);
    renderAssets({ assets: { list } }, '/assets?q=app&type=stock&status=inactive');
    await screen.findByTestId('asset-row-AAPL-stock');
    expect(list).toHaveBeenCalledWith({ q: 'app', type: 'stock', status: 'inactive' });
    expect(
      (screen.getByRole('searchbox', { name: 'Search assets by name or symbol' }) as HTMLInputElement).value,
    ).toBe('app');
    const pressed = (group: string, name: string) =>
      within(screen.getByRole('group', { name: group }))
        .getByRole('button', { name })
        .getAttribute('aria-pressed');
    expect(pressed('Type', 'Stock')).toBe('true');
    expect(pressed('Status', 'Inactive')).toBe('true');
  });

  it('ignores values the filters do not know', async () => {
    const list = listOf(bitcoin);
    renderAssets({ assets: { list } }, '/assets?type=bonds&status=weird');
    await screen.findByTestId('asset-row-BTC-crypto');
    expect(list).toHaveBeenCalledWith({ status: 'all' });
  });

  it('keeps the type and status filters in the URL', async () => {
    const list = listOf(bitcoin);
    const { router } = renderAssets({ assets: { list } });
    await screen.findByTestId('asset-row-BTC-crypto');
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Type' })).getByRole('button', { name: 'Crypto' }),
    );
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ type: 'crypto', status: 'all' }));
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Status' })).getByRole('button', { name: 'Active' }),
    );
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ type: 'crypto', status: 'active' }));
    expect(router.state.location.search).toBe('?type=crypto&status=active');
    fireEvent.click(within(screen.getByRole('group', { name: 'Type' })).getByRole('button', { name: 'All' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=active'));
  });

  it('searches by name or symbol once typing pauses, and keeps the text in the URL', async () => {
    const list = listOf(bitcoin);
    const { router } = renderAssets({ assets: { list } });
    await screen.findByTestId('asset-row-BTC-crypto');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search assets by name or symbol' }), {
      target: { value: 'bit' },
    });
    expect(list).not.toHaveBeenCalledWith(expect.objectContaining({ q: 'bit' }));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ q: 'bit', status: 'all' }));
    expect(router.state.location.search).toBe('?q=bit');
  });
});

describe('a deep link to one asset', () => {
  it('highlights the row and scrolls it into view', async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    renderAssets({ assets: { list: listOf(bitcoin, apple) } }, `/assets?q=AAPL&asset=${apple.id}`);
    const linked = await screen.findByTestId('asset-row-AAPL-stock');
    expect(linked.getAttribute('aria-current')).toBe('true');
    expect(row('BTC').getAttribute('aria-current')).toBeNull();
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'center' });
    expect(scrollIntoView.mock.contexts[0]).toBe(linked);
  });

  it('says when the linked asset is not in the list', async () => {
    renderAssets({ assets: { list: listOf(bitcoin) } }, '/assets?asset=00000000-0000-4000-8000-000000000999');
    expect(await screen.findByText('The linked asset is not in this list.')).toBeTruthy();
  });
});

describe('the live catalogue', () => {
  it('moves a price when a tick arrives, without asking the server again', async () => {
    const list = listOf(bitcoin, apple);
    const { sdk } = renderAssets({ assets: { list } });
    await screen.findByTestId('asset-row-BTC-crypto');
    sdk.emit({
      topic: 'assets',
      event: 'tick',
      data: {
        tickId: 1,
        prices: [
          {
            id: bitcoin.id,
            symbol: 'BTC',
            price: '65000.5',
            change24h: '-100',
            changePercent24h: '-0.50',
            updatedAt: '2026-11-22T08:01:00.000Z',
          },
        ],
      },
    });
    await waitFor(() => expect(cells('BTC')[2]).toBe('$65,000.50'));
    expect(cells('BTC')[3]).toBe('-0.50%');
    expect(cells('AAPL', 'stock')[2]).toBe('$189.50');
    expect(list).toHaveBeenCalledTimes(1);
  });

  it('shows an asset added elsewhere without a reload', async () => {
    const eth = assetFixture({
      id: '00000000-0000-4000-8000-0000000000a4',
      symbol: 'ETH',
      name: 'Ethereum',
      marketCap: '420000000000.00',
      volume24h: '18000000000.00',
    });
    const list = vi
      .fn()
      .mockResolvedValueOnce({ items: [bitcoin] })
      .mockResolvedValue({ items: [eth, bitcoin] });
    const { sdk } = renderAssets({ assets: { list } });
    await screen.findByTestId('asset-row-BTC-crypto');
    sdk.emit({ topic: 'assets', event: 'insert', data: eth });
    expect(await screen.findByTestId('asset-row-ETH-crypto')).toBeTruthy();
  });
});

describe('activate and deactivate', () => {
  const openMenu = async (name: string) => {
    fireEvent.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
    return within(screen.getByRole('menu', { name: `Actions for ${name}` }));
  };

  it('offers the row menu items the spec lists', async () => {
    renderAssets({ assets: { list: listOf(bitcoin, apple) } });
    const menu = await openMenu('Bitcoin');
    expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'View Details',
      'Edit Asset',
      'Deactivate',
      'Delete Asset',
    ]);
    fireEvent.keyDown(document, { key: 'Escape' });
    const inactive = await openMenu('Apple Inc.');
    expect(inactive.getByRole('menuitem', { name: 'Activate' })).toBeTruthy();
  });

  it('deactivates an active asset and says so', async () => {
    const deactivate = vi.fn().mockResolvedValue({ ...bitcoin, isActive: false });
    const list = vi
      .fn()
      .mockResolvedValueOnce({ items: [bitcoin] })
      .mockResolvedValue({ items: [{ ...bitcoin, isActive: false }] });
    renderAssets({ assets: { list, deactivate } });
    fireEvent.click((await openMenu('Bitcoin')).getByRole('menuitem', { name: 'Deactivate' }));
    expect((await screen.findByText('Bitcoin deactivated.')).closest('[role="status"]')).toBeTruthy();
    expect(deactivate).toHaveBeenCalledWith(bitcoin.id);
    await waitFor(() => expect(cells('BTC')[6]).toBe('Inactive'));
  });

  it('activates an inactive asset', async () => {
    const activate = vi.fn().mockResolvedValue({ ...apple, isActive: true });
    renderAssets({ assets: { list: listOf(apple), activate } });
    fireEvent.click((await openMenu('Apple Inc.')).getByRole('menuitem', { name: 'Activate' }));
    expect(await screen.findByText('Apple Inc. activated.')).toBeTruthy();
    expect(activate).toHaveBeenCalledWith(apple.id);
  });

  it('shows "Failed to update asset status" when the change fails, until dismissed', async () => {
    const deactivate = vi.fn().mockRejectedValue(new TypeError('network'));
    renderAssets({ assets: { list: listOf(bitcoin), deactivate } });
    fireEvent.click((await openMenu('Bitcoin')).getByRole('menuitem', { name: 'Deactivate' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to update asset status');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Failed to update asset status')).toBeNull();
  });

  it('shows the server’s refusal as it says it', async () => {
    const deactivate = vi.fn().mockRejectedValue(new AppError('ASSET_NOT_FOUND'));
    renderAssets({ assets: { list: listOf(bitcoin), deactivate } });
    fireEvent.click((await openMenu('Bitcoin')).getByRole('menuitem', { name: 'Deactivate' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Asset not found');
  });
});
