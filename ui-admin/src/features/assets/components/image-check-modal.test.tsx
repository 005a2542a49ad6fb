import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkAssetImage, type ImageCheck } from '../lib/check-image.js';
import { apple, bitcoin, listOf, renderAssets, shiba } from '../test/render-assets.js';

vi.mock('../lib/check-image.js', () => ({ checkAssetImage: vi.fn() }));

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const broken = { ...shiba, icon: 'https://img.test/shib.png' };

describe('Debug Images', () => {
  it('checks every asset’s icon and lists what it found, failures first', async () => {
    vi.mocked(checkAssetImage).mockImplementation(async (icon): Promise<ImageCheck> => {
      if (icon === apple.icon) return { state: 'ok' };
      if (icon === broken.icon) return { state: 'failed', message: 'Image load timeout' };
      return { state: 'none' };
    });
    const list = listOf(bitcoin, apple, broken);
    renderAssets({ assets: { list } });
    await screen.findByTestId('asset-row-BTC-crypto');
    fireEvent.click(screen.getByRole('button', { name: 'Debug Images' }));
    const modal = within(await screen.findByRole('dialog', { name: 'Asset Images' }));
    await waitFor(() =>
      expect(modal.getByTestId('image-check-summary').textContent).toBe(
        '1 image loads, 1 fails, 0 text icons, 1 without an icon.',
      ),
    );
    const lines = modal.getAllByRole('listitem').map((item) => item.textContent);
    expect(lines).toEqual([
      'Shiba Inu SHIBImage load timeout',
      'BBitcoin BTCNo icon: letter tile shown',
      'Apple Inc. AAPLImage loads',
    ]);
    expect(list).toHaveBeenCalledWith({ status: 'all' });
  });

  it('leads on to the image refresh', async () => {
    vi.mocked(checkAssetImage).mockResolvedValue({ state: 'text', text: '₿' });
    const refreshImages = vi.fn(() => new Promise(() => undefined));
    renderAssets({ assets: { list: listOf(bitcoin), refreshImages } });
    await screen.findByTestId('asset-row-BTC-crypto');
    fireEvent.click(screen.getByRole('button', { name: 'Debug Images' }));
    const modal = within(await screen.findByRole('dialog', { name: 'Asset Images' }));
    expect(await modal.findByText('Text icon "₿": letter tile shown')).toBeTruthy();
    fireEvent.click(modal.getByRole('button', { name: 'Update Images' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(refreshImages).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('region', { name: 'Bulk Add Assets' })).toBeTruthy();
  });
});
