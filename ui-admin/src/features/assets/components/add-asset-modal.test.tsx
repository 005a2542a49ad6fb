import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AppError, type MarketSearchResult } from '@tradesim/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { assetFixture } from '../../../test/fixtures.js';
import { bitcoin, listOf, renderAssets } from '../test/render-assets.js';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const found: MarketSearchResult = {
  items: [
    { symbol: 'BTC', name: 'Bitcoin', type: 'crypto', exists: true },
    { symbol: 'BCH', name: 'Bitcoin Cash', type: 'crypto', exists: false },
    { symbol: 'MSTR', name: 'MicroStrategy', type: 'stock', exists: false },
  ],
  unavailable: [],
};

const modal = () => within(screen.getByRole('dialog', { name: 'Add Asset' }));

async function openAddAsset(admin: Record<string, unknown>) {
  const result = renderAssets({ ...admin, assets: { list: listOf(bitcoin), ...(admin.assets as object) } });
  await screen.findByTestId('asset-row-BTC-crypto');
  fireEvent.click(screen.getAllByRole('button', { name: 'Add Asset' })[0] as HTMLElement);
  await screen.findByRole('dialog', { name: 'Add Asset' });
  return result;
}

function searchFor(text: string, how: 'enter' | 'button' = 'button') {
  const box = modal().getByRole('searchbox', { name: 'Search by symbol or name' });
  fireEvent.change(box, { target: { value: text } });
  if (how === 'enter') fireEvent.submit(box);
  else fireEvent.click(modal().getByRole('button', { name: 'Search' }));
}

const result = (symbol: string) => {
  const item = modal()
    .getAllByRole('listitem')
    .find((entry) => entry.textContent?.startsWith(symbol));
  if (!item) throw new Error(`no result ${symbol}`);
  return within(item);
};

describe('the Add Asset search', () => {
  it('hints "Search for assets to add" and does not search a blank query', async () => {
    const search = vi.fn();
    await openAddAsset({ assets: { search } });
    expect(modal().getByText('Search for assets to add')).toBeTruthy();
    expect((modal().getByRole('button', { name: 'Search' }) as HTMLButtonElement).disabled).toBe(true);
    searchFor('   ', 'enter');
    expect(search).not.toHaveBeenCalled();
    expect(modal().getByText('Search for assets to add')).toBeTruthy();
  });

  it('searches on Enter, and lists symbol, type badge and name, with an add button or "Listed"', async () => {
    const search = vi.fn().mockResolvedValue(found);
    await openAddAsset({ assets: { search } });
    searchFor(' bit ', 'enter');
    await modal().findByText('Bitcoin Cash');
    expect(search).toHaveBeenCalledWith('bit');
    expect(result('BTC').getByText('Crypto')).toBeTruthy();
    expect(result('BTC').getByText('Listed')).toBeTruthy();
    expect(result('BTC').queryByRole('button')).toBeNull();
    expect(result('MSTR').getByText('Stock')).toBeTruthy();
    expect(result('MSTR').getByRole('button', { name: 'Add MicroStrategy (MSTR)' })).toBeTruthy();
  });

  it('searches again when the same text is submitted again', async () => {
    const search = vi.fn().mockResolvedValue(found);
    await openAddAsset({ assets: { search } });
    searchFor('bit');
    await modal().findByText('Bitcoin Cash');
    searchFor('bit');
    await waitFor(() => expect(search).toHaveBeenCalledTimes(2));
  });

  it('says "No assets found" for a query nothing matches', async () => {
    await openAddAsset({ assets: { search: vi.fn().mockResolvedValue({ items: [], unavailable: [] }) } });
    searchFor('zzzz');
    expect(await modal().findByText('No assets found')).toBeTruthy();
    expect(modal().getByText('Nothing matches "zzzz".')).toBeTruthy();
  });

  it('names a source that was unavailable while listing the other’s candidates', async () => {
    const search = vi.fn().mockResolvedValue({
      items: [{ symbol: 'BCH', name: 'Bitcoin Cash', type: 'crypto', exists: false }],
      unavailable: [
        {
          type: 'stock',
          code: 'MARKET_DATA_RATE_LIMITED',
          message: 'Stock price API rate limit exceeded. Please wait a minute and try again.',
        },
      ],
    });
    await openAddAsset({ assets: { search } });
    searchFor('bit');
    expect(
      await modal().findByText(
        'Stock search unavailable: Stock price API rate limit exceeded. Please wait a minute and try again.',
      ),
    ).toBeTruthy();
    expect(modal().getByText('Bitcoin Cash')).toBeTruthy();
  });

  it('shows "Error: {message}" when both sources fail, and Retry asks again', async () => {
    const search = vi.fn().mockRejectedValueOnce(new AppError('MARKET_DATA_ERROR')).mockResolvedValue(found);
    await openAddAsset({ assets: { search } });
    searchFor('bit');
    expect((await modal().findByRole('alert')).textContent).toContain('Error: Market data API error');
    fireEvent.click(modal().getByRole('button', { name: 'Retry' }));
    expect(await modal().findByText('Bitcoin Cash')).toBeTruthy();
  });
});

describe('adding a candidate', () => {
  it('adds it, says so, and marks it listed', async () => {
    const create = vi.fn().mockResolvedValue(assetFixture({ symbol: 'BCH', name: 'Bitcoin Cash' }));
    await openAddAsset({ assets: { search: vi.fn().mockResolvedValue(found), create } });
    searchFor('bit');
    fireEvent.click(await modal().findByRole('button', { name: 'Add Bitcoin Cash (BCH)' }));
    expect(await modal().findByText('Bitcoin Cash (BCH) added to the catalogue.')).toBeTruthy();
    expect(create).toHaveBeenCalledWith({ symbol: 'BCH', name: 'Bitcoin Cash', type: 'crypto' });
    expect(result('BCH').getByText('Listed')).toBeTruthy();
  });

  it('says "Failed to add {symbol}: Asset already exists" for a duplicate, and marks it listed', async () => {
    const create = vi.fn().mockRejectedValue(new AppError('ASSET_ALREADY_EXISTS'));
    await openAddAsset({ assets: { search: vi.fn().mockResolvedValue(found), create } });
    searchFor('bit');
    fireEvent.click(await modal().findByRole('button', { name: 'Add MicroStrategy (MSTR)' }));
    expect((await modal().findByRole('alert')).textContent).toBe('Failed to add MSTR: Asset already exists');
    expect(result('MSTR').getByText('Listed')).toBeTruthy();
  });

  it('says "Failed to add {symbol}: Failed to add asset" for an unexpected failure', async () => {
    const create = vi.fn().mockRejectedValue(new TypeError('network'));
    await openAddAsset({ assets: { search: vi.fn().mockResolvedValue(found), create } });
    searchFor('bit');
    fireEvent.click(await modal().findByRole('button', { name: 'Add MicroStrategy (MSTR)' }));
    expect((await modal().findByRole('alert')).textContent).toBe('Failed to add MSTR: Failed to add asset');
    expect(result('MSTR').getByRole('button', { name: 'Add MicroStrategy (MSTR)' })).toBeTruthy();
  });
});

describe('adding an asset by hand', () => {
  const manual = async (admin: Record<string, unknown>) => {
    await openAddAsset(admin);
    fireEvent.click(modal().getByRole('button', { name: 'Enter manually' }));
    return within(screen.getByRole('form', { name: 'Add an asset manually' }));
  };

  it('says "Symbol is required" and "Name is required"', async () => {
    const create = vi.fn();
    const form = await manual({ assets: { create } });
    fireEvent.click(form.getByRole('button', { name: 'Add Asset' }));
    expect(await form.findByText('Symbol is required')).toBeTruthy();
    expect(form.getByText('Name is required')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
  });

  it('checks the symbol’s characters and the price', async () => {
    const form = await manual({ assets: { create: vi.fn() } });
    fireEvent.change(form.getByLabelText('Symbol'), { target: { value: 'AB$' } });
    fireEvent.change(form.getByLabelText('Name'), { target: { value: 'Bad' } });
    fireEvent.change(form.getByLabelText('Price (USD, optional)'), { target: { value: '0' } });
    fireEvent.click(form.getByRole('button', { name: 'Add Asset' }));
    expect(await form.findByText('Symbols use letters, digits, dots and dashes')).toBeTruthy();
    expect(form.getByText('Enter a positive number')).toBeTruthy();
  });

  it('adds it with its price, or without one for a quote, and closes', async () => {
    const create = vi
      .fn()
      .mockResolvedValue(assetFixture({ symbol: 'ACME', name: 'Acme Corp', type: 'stock' }));
    const form = await manual({ assets: { create } });
    fireEvent.change(form.getByLabelText('Symbol'), { target: { value: 'acme' } });
    fireEvent.change(form.getByLabelText('Name'), { target: { value: 'Acme Corp' } });
    fireEvent.change(form.getByLabelText('Type'), { target: { value: 'stock' } });
    fireEvent.change(form.getByLabelText('Price (USD, optional)'), { target: { value: '1,234.5' } });
    fireEvent.click(form.getByRole('button', { name: 'Add Asset' }));
    expect(await screen.findByText('Acme Corp (ACME) added.')).toBeTruthy();
    expect(create).toHaveBeenCalledWith({
      symbol: 'ACME',
      name: 'Acme Corp',
      type: 'stock',
      price: '1234.5',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the server’s refusal', async () => {
    const create = vi.fn().mockRejectedValue(new AppError('MARKET_DATA_NOT_FOUND'));
    const form = await manual({ assets: { create } });
    fireEvent.change(form.getByLabelText('Symbol'), { target: { value: 'ZZZ' } });
    fireEvent.change(form.getByLabelText('Name'), { target: { value: 'Nothing' } });
    fireEvent.click(form.getByRole('button', { name: 'Add Asset' }));
    expect((await form.findByRole('alert')).textContent).toBe('Could not fetch data for this symbol');
    expect(create).toHaveBeenCalledWith({ symbol: 'ZZZ', name: 'Nothing', type: 'crypto' });
  });
});
