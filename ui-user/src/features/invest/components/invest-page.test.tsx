import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AppError } from '@tradesim/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSdk } from '../../../test/fake-sdk.js';
import { apple, bitcoin, openInvest, sdkWith } from '../../../test/invest-test-setup.js';

afterEach(cleanup);

describe('/invest: choosing the asset', () => {
  it('says it is loading the assets, then lists them with price and 24h change', async () => {
    await openInvest(sdkWith(), '/invest');
    expect(screen.getByText('Loading assets...')).toBeTruthy();
    const list = await screen.findByRole('group', { name: 'Asset' });
    expect(within(list).getByRole('radio', { name: /Bitcoin BTC \$64,250\.12 \+1\.98%/ })).toBeTruthy();
    expect(within(list).getByRole('radio', { name: /Apple Inc\. AAPL \$190\.00 -0\.42%/ })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'New Investment' })).toBeTruthy();
    expect(screen.getByText('Choose an asset', { selector: 'p' })).toBeTruthy();
  });

  it('shows a failed asset load with a Retry that asks again', async () => {
    const list = vi
      .fn()
      .mockRejectedValueOnce(new AppError('SERVICE_UNAVAILABLE', 'Database unreachable'))
      .mockResolvedValue({ items: [bitcoin] });
    const sdk = sdkWith();
    const failing = fakeSdk({ ...sdk.client, market: { ...sdk.client.market, assets: { list } } });
    await openInvest(failing, '/invest');
    expect(await screen.findByText('Error loading assets: Database unreachable')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('radio', { name: /Bitcoin/ })).toBeTruthy();
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('says when there is nothing to invest in', async () => {
    await openInvest(sdkWith({ assets: [] }), '/invest');
    expect(await screen.findByText('No assets available')).toBeTruthy();
  });

  it('searches by name or symbol and says when nothing matches', async () => {
    await openInvest(sdkWith(), '/invest');
    const search = await screen.findByLabelText('Search assets');
    fireEvent.change(search, { target: { value: 'aapl' } });
    expect(screen.queryByRole('radio', { name: /Bitcoin/ })).toBeNull();
    expect(screen.getByRole('radio', { name: /Apple/ })).toBeTruthy();
    fireEvent.change(search, { target: { value: 'bitc' } });
    expect(screen.getByRole('radio', { name: /Bitcoin/ })).toBeTruthy();
    fireEvent.change(search, { target: { value: 'dogecoin' } });
    expect(screen.getByText('No assets found')).toBeTruthy();
    expect(screen.getByText('Try adjusting your search')).toBeTruthy();
  });

  it('picks an asset into the address, so the form opens for it', async () => {
    const { router } = await openInvest(sdkWith(), '/invest');
    fireEvent.click(await screen.findByRole('radio', { name: /Apple/ }));
    await waitFor(() => expect(router.state.location.search).toBe(`?asset=${apple.id}`));
    expect(await screen.findByRole('heading', { name: 'Invest in Apple Inc.' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: /Apple/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('preselects ?asset= and warns when that asset cannot be bought', async () => {
    await openInvest();
    expect(await screen.findByRole('heading', { name: 'Invest in Bitcoin' })).toBeTruthy();
    cleanup();
    await openInvest(sdkWith(), '/invest?asset=00000000-0000-4000-8000-0000000000ff');
    expect(
      await screen.findByText('This asset is not available for investment. Choose another one.'),
    ).toBeTruthy();
  });
});
