import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AppError, type BackgroundJob } from '@tradesim/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { backgroundJobFixture } from '../../../test/fixtures.js';
import { bitcoin, listOf, renderAssets } from '../test/render-assets.js';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const queued = backgroundJobFixture({
  name: 'bulk-add-assets',
  status: 'queued',
  progress: { done: 0, total: 20 },
});
const bulkResult = {
  added: 2,
  skipped: 1,
  failed: 1,
  results: [
    { symbol: 'BTC', type: 'crypto', status: 'skipped', message: 'Asset already exists' },
    { symbol: 'ETH', type: 'crypto', status: 'added' },
    { symbol: 'USDT', type: 'crypto', status: 'added' },
    { symbol: 'TON', type: 'crypto', status: 'failed', message: 'Could not fetch data for this symbol' },
  ],
};
const finished = (overrides: Partial<BackgroundJob> = {}): BackgroundJob => ({
  ...queued,
  status: 'succeeded',
  progress: { done: 4, total: 4 },
  result: bulkResult,
  finishedAt: '2026-11-22T08:01:00.000Z',
  ...overrides,
});

const panel = () => within(screen.getByRole('region', { name: 'Bulk Add Assets' }));
const bar = (name: string) => screen.getByRole('progressbar', { name });

async function openPanel(admin: Record<string, unknown>) {
  const result = renderAssets({ ...admin, assets: { list: listOf(bitcoin), ...(admin.assets as object) } });
  await screen.findByTestId('asset-row-BTC-crypto');
  fireEvent.click(screen.getByRole('button', { name: 'Bulk Add' }));
  return result;
}

describe('the Bulk Add panel', () => {
  it('offers the three presets with the note that it may take minutes, and Done closes it', async () => {
    await openPanel({});
    const buttons = panel()
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(buttons).toEqual([
      'Done',
      'Add 20 Cryptocurrencies',
      'Add 30 Stocks',
      'Add All Assets',
      'Update All Asset Images',
    ]);
    expect(panel().getByText(/may take a few minutes/)).toBeTruthy();
    fireEvent.click(panel().getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('region', { name: 'Bulk Add Assets' })).toBeNull();
  });

  it('starts a bulk add and moves its bar live, then lists the results', async () => {
    const bulkAdd = vi.fn().mockResolvedValue(queued);
    const get = vi.fn().mockResolvedValue(finished());
    const list = vi.fn().mockResolvedValue({ items: [bitcoin] });
    const { sdk } = await openPanel({ assets: { bulkAdd, list }, jobs: { get } });
    fireEvent.click(panel().getByRole('button', { name: 'Add 20 Cryptocurrencies' }));
    await waitFor(() =>
      expect(screen.getByTestId('Bulk add progress-text').textContent).toBe('Waiting to start...'),
    );
    expect(bulkAdd).toHaveBeenCalledWith('crypto');
    expect((panel().getByRole('button', { name: 'Add 30 Stocks' }) as HTMLButtonElement).disabled).toBe(true);

    const progress = { id: queued.id, name: queued.name, status: 'running' as const, error: null };
    act(() =>
      sdk.emit({
        topic: 'admin.jobs',
        event: 'progress',
        data: { ...progress, progress: { done: 12, total: 20 } },
      }),
    );
    await waitFor(() => expect(bar('Bulk add progress').getAttribute('aria-valuenow')).toBe('12'));
    expect(bar('Bulk add progress').getAttribute('aria-valuemax')).toBe('20');
    expect(screen.getByTestId('Bulk add progress-text').textContent).toBe('Adding assets... 12 of 20');
    expect(get).not.toHaveBeenCalled();

    const listCalls = list.mock.calls.length;
    act(() =>
      sdk.emit({
        topic: 'admin.jobs',
        event: 'done',
        data: { ...progress, status: 'succeeded', progress: { done: 20, total: 20 } },
      }),
    );
    const summary = within(await panel().findByRole('list', { name: 'Bulk add summary' }));
    expect(summary.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Successfully added 2/4',
      'Skipped 1/4 (already listed)',
      'Failed 1/4',
    ]);
    const rows = within(panel().getByRole('region', { name: 'Bulk add results by symbol' }))
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'BTCCryptoSkipped: Asset already exists',
      'ETHCryptoAdded',
      'USDTCryptoAdded',
      'TONCryptoFailed: Could not fetch data for this symbol',
    ]);
    expect(screen.getByTestId('Bulk add progress-text').textContent).toBe('Finished: 4 of 4');
    expect(get).toHaveBeenCalledWith(queued.id);
    // The catalogue it changed is asked again, so the new rows show.
    await waitFor(() => expect(list.mock.calls.length).toBeGreaterThan(listCalls));
    expect((panel().getByRole('button', { name: 'Add 30 Stocks' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('asks for the job while it runs, in case the live topic drops', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const bulkAdd = vi.fn().mockResolvedValue({ ...queued, status: 'running' });
    const get = vi.fn().mockResolvedValue(finished());
    await openPanel({ assets: { bulkAdd }, jobs: { get } });
    fireEvent.click(panel().getByRole('button', { name: 'Add All Assets' }));
    await waitFor(() => expect(bulkAdd).toHaveBeenCalledWith('all'));
    await act(() => vi.advanceTimersByTimeAsync(5_500));
    await waitFor(() => expect(get).toHaveBeenCalled());
    expect(await panel().findByText('Successfully added 2/4')).toBeTruthy();
  });

  it('shows where a failed job stopped, and what it did before', async () => {
    const failed = finished({
      status: 'failed',
      error: 'Interrupted: the server stopped before the job finished',
      progress: { done: 4, total: 30 },
    });
    sessionStorage.setItem('tradesim.admin.asset-jobs', JSON.stringify({ bulkAdd: failed.id, images: null }));
    renderAssets({ assets: { list: listOf(bitcoin) }, jobs: { get: vi.fn().mockResolvedValue(failed) } });
    expect(
      await within(await screen.findByRole('region', { name: 'Bulk Add Assets' })).findByText(
        'Stopped after 4 of 30: Interrupted: the server stopped before the job finished',
      ),
    ).toBeTruthy();
    expect(panel().getByText('Successfully added 2/30')).toBeTruthy();
  });

  it('shows the server’s refusal to start', async () => {
    const bulkAdd = vi.fn().mockRejectedValue(new AppError('SERVICE_UNAVAILABLE', 'Service unavailable'));
    await openPanel({ assets: { bulkAdd } });
    fireEvent.click(panel().getByRole('button', { name: 'Add 30 Stocks' }));
    expect((await panel().findByRole('alert')).textContent).toBe('Service unavailable');
    expect(bulkAdd).toHaveBeenCalledWith('stocks');
  });

  it('picks a job up again after a reload, and Done lets a finished one go', async () => {
    sessionStorage.setItem('tradesim.admin.asset-jobs', JSON.stringify({ bulkAdd: queued.id, images: null }));
    const get = vi.fn().mockResolvedValue(finished());
    renderAssets({ assets: { list: listOf(bitcoin) }, jobs: { get } });
    expect(await screen.findByText('Successfully added 2/4')).toBeTruthy();
    fireEvent.click(panel().getByRole('button', { name: 'Done' }));
    expect(JSON.parse(sessionStorage.getItem('tradesim.admin.asset-jobs') ?? '{}')).toEqual({
      bulkAdd: null,
      images: null,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Bulk Add' }));
    expect(panel().queryByRole('progressbar')).toBeNull();
  });

  it('keeps following a job still running when Done hides the panel', async () => {
    sessionStorage.setItem('tradesim.admin.asset-jobs', JSON.stringify({ bulkAdd: queued.id, images: null }));
    const get = vi.fn().mockResolvedValue({ ...queued, status: 'running', progress: { done: 3, total: 20 } });
    renderAssets({ assets: { list: listOf(bitcoin) }, jobs: { get } });
    await screen.findByText('Adding assets... 3 of 20');
    fireEvent.click(panel().getByRole('button', { name: 'Done' }));
    fireEvent.click(screen.getByRole('button', { name: 'Bulk Add' }));
    expect(panel().getByText('Adding assets... 3 of 20')).toBeTruthy();
  });
});

describe('the image refresh', () => {
  const images = backgroundJobFixture({
    id: '00000000-0000-4000-8000-0000000000e2',
    name: 'refresh-asset-images',
    status: 'running',
    progress: { done: 1, total: 5 },
  });
  const imageResult = {
    updated: 3,
    alreadyOptimal: 1,
    failed: 1,
    results: [
      { symbol: 'BTC', type: 'crypto', status: 'updated' },
      { symbol: 'XYZ', type: 'stock', status: 'failed', message: 'No image available for this asset' },
    ],
  };

  it('starts from the header, shows its progress live, then updated, already optimal and failed', async () => {
    const refreshImages = vi.fn().mockResolvedValue(images);
    const get = vi.fn().mockResolvedValue({
      ...images,
      status: 'succeeded',
      progress: { done: 5, total: 5 },
      result: imageResult,
    });
    const { sdk } = renderAssets({ assets: { list: listOf(bitcoin), refreshImages }, jobs: { get } });
    await screen.findByTestId('asset-row-BTC-crypto');
    fireEvent.click(screen.getByRole('button', { name: 'Update Images' }));
    await waitFor(() => expect(bar('Image update progress').getAttribute('aria-valuenow')).toBe('1'));
    expect(screen.getByRole('button', { name: 'Updating Images...' })).toBeTruthy();
    const data = { id: images.id, name: images.name, error: null };
    act(() =>
      sdk.emit({
        topic: 'admin.jobs',
        event: 'progress',
        data: { ...data, status: 'running', progress: { done: 4, total: 5 } },
      }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('Image update progress-text').textContent).toBe('Updating images... 4 of 5'),
    );
    act(() =>
      sdk.emit({
        topic: 'admin.jobs',
        event: 'done',
        data: { ...data, status: 'succeeded', progress: { done: 5, total: 5 } },
      }),
    );
    const summary = within(await panel().findByRole('list', { name: 'Image update summary' }));
    expect(summary.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Updated 3',
      'Already optimal 1',
      'Failed 1',
    ]);
    expect(panel().getByRole('list', { name: 'Images that failed' }).textContent).toBe(
      'XYZ: No image available for this asset',
    );
  });

  it('says "Failed to update asset images. Check console for details." and writes the details there', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const refreshImages = vi
      .fn()
      .mockRejectedValue(new AppError('SERVICE_UNAVAILABLE', 'Service unavailable'));
    await openPanel({ assets: { refreshImages } });
    fireEvent.click(panel().getByRole('button', { name: 'Update All Asset Images' }));
    const alert = await panel().findByRole('alert');
    expect(alert.textContent).toBe(
      'Failed to update asset images. Check console for details.Service unavailable',
    );
    expect(consoleError).toHaveBeenCalledWith(
      'Failed to update asset images. Check console for details.',
      'Service unavailable',
    );
  });

  it('says the same when the job itself fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    sessionStorage.setItem('tradesim.admin.asset-jobs', JSON.stringify({ bulkAdd: null, images: images.id }));
    const get = vi
      .fn()
      .mockResolvedValue({ ...images, status: 'failed', error: 'The database became unavailable' });
    renderAssets({ assets: { list: listOf(bitcoin) }, jobs: { get } });
    const alert = await screen.findByText('Failed to update asset images. Check console for details.');
    expect(alert.parentElement?.textContent).toContain('The database became unavailable');
  });
});
