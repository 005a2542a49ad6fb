import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AppError } from '@tradesim/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apple, bitcoin, listOf, renderAssets } from '../test/render-assets.js';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

async function choose(assetName: string, item: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Actions for ${assetName}` }));
  fireEvent.click(screen.getByRole('menuitem', { name: item }));
}

const dialog = (name: string) => within(screen.getByRole('dialog', { name }));
const input = (scope: ReturnType<typeof dialog>, label: string) =>
  scope.getByLabelText(label) as HTMLInputElement;

describe('View Details', () => {
  it('shows every field of the asset, with the simulated tag beside the price', async () => {
    renderAssets({ assets: { list: listOf(bitcoin) } });
    await choose('Bitcoin', 'View Details');
    const details = dialog('Bitcoin (BTC)');
    const value = (term: string) => details.getByText(term).nextElementSibling?.textContent;
    expect(value('Symbol')).toBe('BTC');
    expect(value('Type')).toBe('Crypto');
    expect(value('Price')).toBe('$64,250.12 Simulated');
    expect(value('24h change')).toBe('+$1,250.50 (+1.98%)');
    expect(value('Market cap')).toBe('$1.26T');
    expect(value('Volume (24h)')).toBe('$35.00B');
    expect(value('Status')).toBe('Active');
    expect(value('Icon')).toBe('None (letter tile)');
    expect(value('ID')).toBe(bitcoin.id);
  });

  it('keeps its price live, and leads on to Edit Asset', async () => {
    const { sdk } = renderAssets({ assets: { list: listOf(bitcoin) } });
    await choose('Bitcoin', 'View Details');
    sdk.emit({
      topic: 'assets',
      event: 'tick',
      data: {
        tickId: 2,
        prices: [
          {
            id: bitcoin.id,
            symbol: 'BTC',
            price: '70000',
            change24h: '10',
            changePercent24h: '0.01',
            updatedAt: '2026-11-22T08:02:00.000Z',
          },
        ],
      },
    });
    await waitFor(() =>
      expect(dialog('Bitcoin (BTC)').getByText('Price').nextElementSibling?.textContent).toBe(
        '$70,000.00 Simulated',
      ),
    );
    fireEvent.click(dialog('Bitcoin (BTC)').getByRole('button', { name: 'Edit Asset' }));
    expect(await screen.findByRole('dialog', { name: 'Edit Bitcoin' })).toBeTruthy();
  });

  it('closes on Close', async () => {
    renderAssets({ assets: { list: listOf(bitcoin) } });
    await choose('Bitcoin', 'View Details');
    fireEvent.click(dialog('Bitcoin (BTC)').getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('Edit Asset', () => {
  it('starts from the asset as it is', async () => {
    renderAssets({ assets: { list: listOf(apple) } });
    await choose('Apple Inc.', 'Edit Asset');
    const edit = dialog('Edit Apple Inc.');
    expect(input(edit, 'Name').value).toBe('Apple Inc.');
    expect(input(edit, 'Icon').value).toBe('https://img.test/aapl.png');
    expect(input(edit, 'Market cap (USD)').value).toBe('');
    expect(input(edit, 'Volume 24h (USD)').value).toBe('52000000.00');
  });

  it('says "Name is required" and "Enter a positive number", and sends nothing', async () => {
    const update = vi.fn();
    renderAssets({ assets: { list: listOf(bitcoin), update } });
    await choose('Bitcoin', 'Edit Asset');
    const edit = dialog('Edit Bitcoin');
    fireEvent.change(input(edit, 'Name'), { target: { value: '   ' } });
    fireEvent.change(input(edit, 'Market cap (USD)'), { target: { value: '-5' } });
    fireEvent.change(input(edit, 'Volume 24h (USD)'), { target: { value: 'lots' } });
    fireEvent.click(edit.getByRole('button', { name: 'Save Changes' }));
    expect(await edit.findByText('Name is required')).toBeTruthy();
    expect(edit.getAllByText('Enter a positive number')).toHaveLength(2);
    expect(input(edit, 'Name').getAttribute('aria-invalid')).toBe('true');
    expect(update).not.toHaveBeenCalled();
  });

  it('saves the name, icon and figures; a blank figure or icon clears it', async () => {
    const saved = { ...bitcoin, name: 'Bitcoin Core', marketCap: '1300000000000.00', volume24h: null };
    const update = vi.fn().mockResolvedValue(saved);
    const list = vi
      .fn()
      .mockResolvedValueOnce({ items: [bitcoin] })
      .mockResolvedValue({ items: [saved] });
    renderAssets({ assets: { list, update } });
    await choose('Bitcoin', 'Edit Asset');
    const edit = dialog('Edit Bitcoin');
    fireEvent.change(input(edit, 'Name'), { target: { value: ' Bitcoin Core ' } });
    fireEvent.change(input(edit, 'Market cap (USD)'), { target: { value: '1,300,000,000,000' } });
    fireEvent.change(input(edit, 'Volume 24h (USD)'), { target: { value: ' ' } });
    fireEvent.click(edit.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Bitcoin Core updated.')).toBeTruthy();
    expect(update).toHaveBeenCalledWith(bitcoin.id, {
      name: 'Bitcoin Core',
      icon: null,
      marketCap: '1300000000000',
      volume24h: null,
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() =>
      expect(within(screen.getByTestId('asset-row-BTC-crypto')).getByText('Bitcoin Core')).toBeTruthy(),
    );
  });

  it('shows "Failed to update asset" when saving fails, and keeps the form', async () => {
    const update = vi.fn().mockRejectedValue(new TypeError('network'));
    renderAssets({ assets: { list: listOf(bitcoin), update } });
    await choose('Bitcoin', 'Edit Asset');
    fireEvent.click(dialog('Edit Bitcoin').getByRole('button', { name: 'Save Changes' }));
    expect((await dialog('Edit Bitcoin').findByRole('alert')).textContent).toBe('Failed to update asset');
  });

  it('puts the server’s field errors under their inputs', async () => {
    const update = vi
      .fn()
      .mockRejectedValue(
        new AppError('VALIDATION_FAILED', 'Too long', { fields: { icon: 'Must be at most 500 characters' } }),
      );
    renderAssets({ assets: { list: listOf(bitcoin), update } });
    await choose('Bitcoin', 'Edit Asset');
    fireEvent.click(dialog('Edit Bitcoin').getByRole('button', { name: 'Save Changes' }));
    const message = await dialog('Edit Bitcoin').findByText('Must be at most 500 characters');
    expect(input(dialog('Edit Bitcoin'), 'Icon').getAttribute('aria-describedby')).toBe(message.id);
  });
});

describe('Delete Asset', () => {
  it('asks the spec’s question, and deletes on confirmation', async () => {
    const remove = vi.fn().mockResolvedValue(undefined);
    const list = vi
      .fn()
      .mockResolvedValueOnce({ items: [bitcoin, apple] })
      .mockResolvedValue({ items: [apple] });
    renderAssets({ assets: { list, remove } });
    await choose('Bitcoin', 'Delete Asset');
    const confirm = dialog('Delete Asset');
    expect(
      confirm.getByText('Are you sure you want to delete Bitcoin? This action cannot be undone.'),
    ).toBeTruthy();
    fireEvent.click(confirm.getByRole('button', { name: 'Delete Asset' }));
    expect(await screen.findByText('Bitcoin deleted.')).toBeTruthy();
    expect(remove).toHaveBeenCalledWith(bitcoin.id);
    await waitFor(() => expect(screen.queryByTestId('asset-row-BTC-crypto')).toBeNull());
  });

  it('does nothing on Cancel', async () => {
    const remove = vi.fn();
    renderAssets({ assets: { list: listOf(bitcoin), remove } });
    await choose('Bitcoin', 'Delete Asset');
    fireEvent.click(dialog('Delete Asset').getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(remove).not.toHaveBeenCalled();
  });

  it('shows the server’s message while investments reference the asset', async () => {
    const remove = vi.fn().mockRejectedValue(new AppError('ASSET_IN_USE'));
    renderAssets({ assets: { list: listOf(bitcoin), remove } });
    await choose('Bitcoin', 'Delete Asset');
    fireEvent.click(dialog('Delete Asset').getByRole('button', { name: 'Delete Asset' }));
    expect((await dialog('Delete Asset').findByRole('alert')).textContent).toBe(
      'This asset has investments and cannot be deleted. Deactivate it instead.',
    );
    expect(screen.getByTestId('asset-row-BTC-crypto')).toBeTruthy();
  });

  it('falls back to "Failed to delete asset"', async () => {
    const remove = vi.fn().mockRejectedValue(new TypeError('network'));
    renderAssets({ assets: { list: listOf(bitcoin), remove } });
    await choose('Bitcoin', 'Delete Asset');
    fireEvent.click(dialog('Delete Asset').getByRole('button', { name: 'Delete Asset' }));
    expect((await dialog('Delete Asset').findByRole('alert')).textContent).toBe('Failed to delete asset');
  });
});
