import { cleanup, fireEvent, screen } from '@testing-library/react';
import { AppError } from '@tradesim/core';
import { afterEach, describe, expect, it, type Mock, vi } from 'vitest';
import { fakeSdk } from '../../../test/fake-sdk.js';
import { tradingSettingsFixture } from '../../../test/fixtures.js';
import { renderPage } from '../../../test/render.js';
import { TopUpPage } from './top-up-page.js';
import '../../../test/wallet-test-kit.js';

afterEach(cleanup);

function renderAmountStep(options: { state?: unknown; tradingSettings?: Mock } = {}) {
  const tradingSettings = options.tradingSettings ?? vi.fn().mockResolvedValue(tradingSettingsFixture());
  const sdk = fakeSdk({ market: { tradingSettings } });
  return renderPage(<TopUpPage />, { sdk, path: '/topup', state: options.state });
}

const location = () => screen.getByTestId('location').textContent;
const customField = () => screen.getByLabelText('Custom amount (USD)') as HTMLInputElement;
const type = (text: string) => fireEvent.change(customField(), { target: { value: text } });

describe('top-up, step 1: the amount', () => {
  it('offers the five presets and Custom, and continues to the payment step with the amount', async () => {
    renderAmountStep();
    expect(await screen.findByRole('heading', { level: 1, name: 'Top Up' })).toBeTruthy();
    expect(await screen.findByText('Step 1 of 3')).toBeTruthy();
    for (const label of ['$50', '$100', '$200', '$500', '$1,000', 'Custom']) {
      expect(screen.getByRole('button', { name: label })).toBeTruthy();
    }
    fireEvent.click(screen.getByRole('button', { name: '$200' }));
    expect(screen.getByRole('button', { name: '$200' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(location()).toBe('/topup/payment?amount=200');
  });

  it("asks for an amount when none is chosen: 'Please select or enter an amount'", async () => {
    renderAmountStep();
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert').textContent).toBe('Please select or enter an amount');
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('gives the live hints while a custom amount is typed', async () => {
    renderAmountStep();
    fireEvent.click(await screen.findByRole('button', { name: 'Custom' }));
    type('5');
    expect(screen.getByText('Minimum amount is $10')).toBeTruthy();
    type('10001');
    expect(screen.getByText('Maximum amount is $10,000')).toBeTruthy();
    type('250.50');
    expect(screen.getByText('Amount is valid')).toBeTruthy();
  });

  it('keeps digits and one decimal point only, and at most two decimals', async () => {
    renderAmountStep();
    fireEvent.click(await screen.findByRole('button', { name: 'Custom' }));
    type('1a2.3.4$');
    expect(customField().value).toBe('12.34');
    type('12.345');
    expect(customField().value).toBe('12.34');
  });

  it("refuses a custom amount under the minimum: 'Minimum deposit amount is $10 USDT'", async () => {
    renderAmountStep();
    fireEvent.click(await screen.findByRole('button', { name: 'Custom' }));
    type('9.99');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert').textContent).toBe('Minimum deposit amount is $10 USDT');
    expect(customField().getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it("refuses a custom amount over the maximum: 'Maximum deposit amount is $10,000 USDT'", async () => {
    renderAmountStep();
    fireEvent.click(await screen.findByRole('button', { name: 'Custom' }));
    type('10000.01');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert').textContent).toBe('Maximum deposit amount is $10,000 USDT');
  });

  it("refuses a lone decimal point: 'Please enter a valid amount'", async () => {
    renderAmountStep();
    fireEvent.click(await screen.findByRole('button', { name: 'Custom' }));
    type('.');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid amount');
  });

  it('continues with a valid custom amount', async () => {
    renderAmountStep();
    fireEvent.click(await screen.findByRole('button', { name: 'Custom' }));
    type('75.5');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(location()).toBe('/topup/payment?amount=75.5');
  });

  it('uses the limits the admins set, not fixed ones', async () => {
    renderAmountStep({
      tradingSettings: vi
        .fn()
        .mockResolvedValue(tradingSettingsFixture({ minDeposit: '25.00', maxDeposit: '150.00' })),
    });
    fireEvent.click(await screen.findByRole('button', { name: '$200' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert').textContent).toBe('Maximum deposit amount is $150 USDT');
    fireEvent.click(screen.getByRole('button', { name: 'Custom' }));
    type('20');
    expect(screen.getByText('Minimum amount is $25')).toBeTruthy();
  });

  it('opens on the amount handed back by the payment step', async () => {
    renderAmountStep({ state: { amount: '500' } });
    expect((await screen.findByRole('button', { name: '$500' })).getAttribute('aria-pressed')).toBe('true');
    cleanup();
    renderAmountStep({ state: { amount: '42.5' } });
    expect((await screen.findByLabelText('Custom amount (USD)')).getAttribute('value')).toBe('42.5');
  });

  it('says loading, then shows a failed limits load with a Retry that asks again', async () => {
    const tradingSettings = vi
      .fn()
      .mockRejectedValueOnce(new AppError('SERVICE_UNAVAILABLE', 'Server busy'))
      .mockResolvedValue(tradingSettingsFixture());
    renderAmountStep({ tradingSettings });
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(await screen.findByText('Server busy')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: '$50' })).toBeTruthy();
    expect(tradingSettings).toHaveBeenCalledTimes(2);
  });
});
