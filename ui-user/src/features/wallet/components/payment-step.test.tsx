import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { AppError } from '@tradesim/core';
import { afterEach, describe, expect, it, type Mock, vi } from 'vitest';
import { fakeSdk } from '../../../test/fake-sdk.js';
import { tradingSettingsFixture } from '../../../test/fixtures.js';
import { renderPage } from '../../../test/render.js';
import { goodAddress, summaryValue } from '../../../test/wallet-test-kit.js';
import { TopUpPage } from './top-up-page.js';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const settings = {
  paymentMethod: 'usdt_trc20' as const,
  network: 'TRC20' as const,
  walletAddress: goodAddress,
  qrCodeUrl: '/api/payment-settings/qr?v=1',
};

async function renderPayment(options: { url?: string; path?: string; paymentSettings?: Mock } = {}) {
  const paymentSettings = options.paymentSettings ?? vi.fn().mockResolvedValue(settings);
  const sdk = fakeSdk({
    market: { tradingSettings: vi.fn().mockResolvedValue(tradingSettingsFixture()) },
    wallet: { paymentSettings },
  });
  // renderPage takes a pathname only, so the query string arrives by navigating.
  const rendered = renderPage(<TopUpPage />, { sdk, path: options.path ?? '/topup/*', url: '/start' });
  await act(() => rendered.router.navigate(options.url ?? '/topup/payment?amount=100'));
  return rendered;
}

function stubClipboard(writeText: Mock) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

describe('top-up, step 2: the payment details', () => {
  it('shows the QR code, the address, the network, the amount and the review time', async () => {
    await renderPayment();
    expect(screen.getByRole('heading', { level: 1, name: 'Top Up' })).toBeTruthy();
    expect(await screen.findByText('Loading payment details...')).toBeTruthy();
    expect((await screen.findByTestId('deposit-address')).textContent).toBe(goodAddress);
    const qr = screen.getByRole('img', { name: 'QR code of the deposit wallet address' });
    expect(qr.getAttribute('src')).toBe('/api/payment-settings/qr?v=1');
    expect(summaryValue('Network')).toBe('TRC20');
    expect(summaryValue('Currency')).toBe('USDT');
    expect(summaryValue('Amount')).toBe('$100.00');
    expect(summaryValue('Review time')).toBe('5–30 minutes');
    expect(screen.getByText('Step 2 of 3')).toBeTruthy();
  });

  it('says so when there is no QR code rather than showing a broken image', async () => {
    await renderPayment({ paymentSettings: vi.fn().mockResolvedValue({ ...settings, qrCodeUrl: null }) });
    expect(await screen.findByText('No QR code available. Copy the address below instead.')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it("copies the address and says 'Copied!' for 2 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubClipboard(writeText);
    await renderPayment();
    fireEvent.click(await screen.findByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('button', { name: 'Copied!' })).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(goodAddress);
    await act(() => vi.advanceTimersByTimeAsync(1900));
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
    expect(screen.queryByText('Copied!')).toBeNull();
  });

  it('says when the browser refuses the clipboard', async () => {
    stubClipboard(vi.fn().mockRejectedValue(new Error('denied')));
    await renderPayment();
    fireEvent.click(await screen.findByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Could not copy. Select the address and copy it by hand.')).toBeTruthy();
  });

  it("shows 'Error loading payment details' with a Retry that asks again", async () => {
    const paymentSettings = vi
      .fn()
      .mockRejectedValueOnce(new AppError('PAYMENT_SETTINGS_UNAVAILABLE'))
      .mockResolvedValue(settings);
    await renderPayment({ paymentSettings });
    expect(await screen.findByText('Error loading payment details')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('deposit-address')).toBeTruthy();
    expect(paymentSettings).toHaveBeenCalledTimes(2);
  });

  it('goes back to the amount step, on the same amount, from Go Back', async () => {
    await renderPayment({
      paymentSettings: vi.fn().mockRejectedValue(new AppError('PAYMENT_SETTINGS_UNAVAILABLE')),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Go Back' }));
    expect((await screen.findByRole('button', { name: '$100' })).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Step 1 of 3')).toBeTruthy();
  });

  it('goes back to the amount step from the Back button', async () => {
    await renderPayment({ url: '/topup/payment?amount=12.5' });
    await screen.findByTestId('deposit-address');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(((await screen.findByLabelText('Custom amount (USD)')) as HTMLInputElement).value).toBe('12.5');
  });

  it('leaves for home on Cancel', async () => {
    await renderPayment({ path: '/topup/payment' });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it.each([
    ['no amount', '/topup/payment'],
    ['an amount under the minimum', '/topup/payment?amount=5'],
    ['an amount over the maximum', '/topup/payment?amount=20000'],
    ['something that is not an amount', '/topup/payment?amount=abc'],
  ])('sends %s back to /topup', async (_, url) => {
    const paymentSettings = vi.fn().mockResolvedValue(settings);
    await renderPayment({ path: '/topup/payment', url, paymentSettings });
    expect((await screen.findByTestId('location')).textContent).toBe('/topup');
    expect(paymentSettings).not.toHaveBeenCalled();
  });
});
