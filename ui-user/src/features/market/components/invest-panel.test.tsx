import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AppError } from '@tradesim/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { assetPageSdk, monthDuration, weekDuration } from '../../../test/asset-page.fixtures.js';
import { assetFixture, profileFixture, tickFixture, tradingSettingsFixture } from '../../../test/fixtures.js';
import { LiveProbe } from '../../../test/live-probe.js';
import { renderPage } from '../../../test/render.js';
import { AssetPage } from './asset-page.js';

const btc = assetFixture();

afterEach(cleanup);

function renderAsset(sdk = assetPageSdk()) {
  const view = renderPage(
    <>
      <LiveProbe />
      <AssetPage />
    </>,
    { sdk, path: '/asset/:id', url: `/asset/${btc.id}` },
  );
  return { ...view, sdk };
}

async function amountField() {
  return screen.findByLabelText('Investment amount (USD)');
}

function type(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
}

function investCard() {
  return screen.getByRole('region', { name: 'Invest in BTC' });
}

// The asset page's card holds the same form as /invest (features/invest): these check it there.
describe('the invest form on the asset page', () => {
  it('reads Select amount and period until both are set, then Invest $amount', async () => {
    renderAsset();
    const amount = await amountField();
    const button = () =>
      within(investCard()).getByRole('button', { name: /Select amount and period|Invest/ });
    expect(button().textContent).toBe('Select amount and period');
    type(amount, '100');
    expect(button().textContent).toBe('Select amount and period');
    fireEvent.click(screen.getByRole('radio', { name: /7 Days/ }));
    await waitFor(() => expect(button().textContent).toBe('Invest $100.00'));
    type(amount, '');
    await waitFor(() => expect(button().textContent).toBe('Select amount and period'));
  });

  it('asks for a period when pressed without one, and does not go on', async () => {
    renderAsset();
    type(await amountField(), '100');
    fireEvent.click(screen.getByRole('button', { name: 'Select amount and period' }));
    expect(await screen.findByText('Please choose an investment period')).toBeTruthy();
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('offers each period with its maximum return', async () => {
    renderAsset();
    await amountField();
    expect(screen.getByRole('radio', { name: '7 Days up to 12%' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: '30 Days up to 25.5%' })).toBeTruthy();
  });

  it('estimates the capped return and the asset quantity, and follows the chosen period', async () => {
    renderAsset();
    const amount = await amountField();
    expect(within(investCard()).getAllByText('—')).toHaveLength(2);
    type(amount, '100');
    expect(await screen.findByText('≈ 0.001556 BTC')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /7 Days/ }));
    expect(await screen.findByText('up to +$12.00 (12%)')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /30 Days/ }));
    expect(await screen.findByText('up to +$25.50 (25.5%)')).toBeTruthy();
  });

  it('keeps only digits, one decimal point and two decimals while typing', async () => {
    renderAsset();
    const amount = (await amountField()) as HTMLInputElement;
    type(amount, 'abc1,2.3.45x');
    expect(amount.value).toBe('12.34');
  });

  it('hands the asset, period and amount to /buy', async () => {
    renderAsset();
    const amount = await amountField();
    type(amount, '250.5');
    fireEvent.click(screen.getByRole('radio', { name: /30 Days/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Invest $250.50' }));
    const location = await screen.findByTestId('location');
    expect(location.textContent).toBe('/buy');
    expect(JSON.parse(location.dataset.state ?? 'null')).toEqual({
      assetId: btc.id,
      durationId: monthDuration.id,
      amount: '250.50',
    });
  });

  it('shows the available balance', async () => {
    renderAsset();
    await amountField();
    expect(within(investCard()).getByText('$1,250.00')).toBeTruthy();
  });

  it('refuses zero, and does not go on', async () => {
    renderAsset();
    const amount = await amountField();
    type(amount, '0');
    expect(await screen.findByText('Enter an amount greater than 0')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /7 Days/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Select amount and period' }));
    await waitFor(() => expect(screen.getByText('Enter an amount greater than 0')).toBeTruthy());
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('checks the minimum from the trading settings', async () => {
    const sdk = assetPageSdk({
      market: {
        tradingSettings: vi.fn().mockResolvedValue(tradingSettingsFixture({ minInvestment: '10.00' })),
      },
    });
    renderAsset(sdk);
    const amount = await amountField();
    type(amount, '5');
    expect(await screen.findByText('Minimum investment amount is $10')).toBeTruthy();
    // It follows every keystroke.
    type(amount, '15');
    await waitFor(() => expect(screen.queryByText('Minimum investment amount is $10')).toBeNull());
  });

  it('checks the maximum from the trading settings', async () => {
    const sdk = assetPageSdk({
      market: {
        tradingSettings: vi.fn().mockResolvedValue(tradingSettingsFixture({ maxInvestment: '1000.00' })),
      },
    });
    renderAsset(sdk);
    const amount = await amountField();
    type(amount, '1200');
    expect(await screen.findByText('Maximum investment amount is $1,000')).toBeTruthy();
  });

  it('says Insufficient balance before going on when the amount is above the balance', async () => {
    renderAsset();
    const amount = await amountField();
    type(amount, '1250.01');
    fireEvent.click(screen.getByRole('radio', { name: /7 Days/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Invest $1,250.01' }));
    expect(await screen.findByText('Insufficient balance')).toBeTruthy();
    expect(screen.queryByTestId('location')).toBeNull();
    type(amount, '1250');
    await waitFor(() => expect(screen.queryByText('Insufficient balance')).toBeNull());
  });

  it('re-estimates the quantity when the price moves live', async () => {
    const { sdk } = renderAsset();
    const amount = await amountField();
    type(amount, '640');
    expect(await screen.findByText('≈ 0.009961 BTC')).toBeTruthy();
    sdk.emit(tickFixture({ price: '64000.00', change24h: '1000.38', changePercent24h: '1.58' }));
    expect(await screen.findByText('≈ 0.010000 BTC')).toBeTruthy();
  });
});

describe('the invest card states', () => {
  it('says an inactive asset cannot be invested in, and shows no form', async () => {
    const paused = assetFixture({ isActive: false });
    renderAsset(assetPageSdk({ market: { assets: { get: vi.fn().mockResolvedValue(paused) } } }));
    expect(await screen.findByText('This asset is not available for investment')).toBeTruthy();
    expect(screen.queryByLabelText('Investment amount (USD)')).toBeNull();
    expect(screen.queryByRole('button', { name: /Invest/ })).toBeNull();
  });

  it('says Loading... while the periods load', async () => {
    renderAsset(assetPageSdk({ market: { durations: vi.fn(() => new Promise<never>(() => undefined)) } }));
    await screen.findByRole('heading', { level: 1, name: 'Bitcoin' });
    expect(within(investCard()).getByText('Loading...')).toBeTruthy();
  });

  it('shows a failed period load with a Retry that asks again', async () => {
    const durations = vi
      .fn()
      .mockRejectedValueOnce(new AppError('SERVICE_UNAVAILABLE'))
      .mockResolvedValue({ items: [weekDuration] });
    renderAsset(assetPageSdk({ market: { durations } }));
    expect(await screen.findByText('The service is temporarily unavailable. Please try again.')).toBeTruthy();
    fireEvent.click(within(investCard()).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('radio', { name: /7 Days/ })).toBeTruthy();
    expect(durations).toHaveBeenCalledTimes(2);
  });

  it('shows a failed balance load with a Retry, since the form checks the amount against it', async () => {
    const get = vi
      .fn()
      .mockRejectedValueOnce(new AppError('SERVICE_UNAVAILABLE'))
      .mockResolvedValue(profileFixture());
    renderAsset(assetPageSdk({ me: { get } }));
    expect(await screen.findByText('The service is temporarily unavailable. Please try again.')).toBeTruthy();
    expect(screen.queryByLabelText('Investment amount (USD)')).toBeNull();
    fireEvent.click(within(investCard()).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Investment amount (USD)')).toBeTruthy();
  });

  it('says when no period is available', async () => {
    renderAsset(assetPageSdk({ market: { durations: vi.fn().mockResolvedValue({ items: [] }) } }));
    expect(await screen.findByText('No investment periods are available right now')).toBeTruthy();
    expect(screen.queryByLabelText('Investment amount (USD)')).toBeNull();
  });
});
