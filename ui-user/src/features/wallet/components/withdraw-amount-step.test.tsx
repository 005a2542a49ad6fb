import { cleanup, fireEvent, screen } from '@testing-library/react';
import { AppError } from '@tradesim/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSdk } from '../../../test/fake-sdk.js';
import { profileFixture, tradingSettingsFixture } from '../../../test/fixtures.js';
import { renderPage } from '../../../test/render.js';
import { walletBasics } from '../../../test/wallet-test-kit.js';
import { WithdrawPage } from './withdraw-page.js';

afterEach(cleanup);

function renderWithdraw(sdkParts = walletBasics('150.00')) {
  return renderPage(<WithdrawPage />, { sdk: fakeSdk(sdkParts), path: '/withdraw' });
}

const customField = () => screen.getByLabelText('Custom amount (USD)') as HTMLInputElement;
const setCustom = (text: string) => {
  fireEvent.change(customField(), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Set' }));
};
const alertText = () => screen.getByRole('alert').textContent;

describe('withdraw, step 1: the amount', () => {
  it('shows the available balance and disables the presets it does not cover', async () => {
    renderWithdraw();
    expect(await screen.findByText('$150.00')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Withdraw' })).toBeTruthy();
    const preset = (name: string | RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;
    expect(preset('$50').disabled).toBe(false);
    expect(preset('$100').disabled).toBe(false);
    for (const amount of ['$200', '$500', '$1,000']) {
      const button = preset(new RegExp(`^\\${amount}`));
      expect(button.disabled).toBe(true);
      expect(button.textContent).toBe(`${amount}Insufficient balance`);
    }
  });

  it("asks for an amount when none is chosen: 'Please select or enter an amount'", async () => {
    renderWithdraw();
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(alertText()).toBe('Please select or enter an amount');
  });

  it("refuses an empty, zero or dot-only custom amount: 'Please enter a valid amount'", async () => {
    renderWithdraw();
    await screen.findByRole('button', { name: 'Set' });
    for (const text of ['', '0', '0.00', '.']) {
      setCustom(text);
      expect(alertText()).toBe('Please enter a valid amount');
    }
  });

  it("refuses more than the balance: 'Insufficient balance. Available: $150.00'", async () => {
    renderWithdraw();
    await screen.findByRole('button', { name: 'Set' });
    setCustom('150.01');
    expect(alertText()).toBe('Insufficient balance. Available: $150.00');
    expect(customField().getAttribute('aria-invalid')).toBe('true');
  });

  it("refuses less than the minimum: 'Minimum withdrawal amount is $10'", async () => {
    renderWithdraw();
    await screen.findByRole('button', { name: 'Set' });
    setCustom('9.99');
    expect(alertText()).toBe('Minimum withdrawal amount is $10');
  });

  it('keeps digits and one decimal point only in the custom amount', async () => {
    renderWithdraw();
    await screen.findByRole('button', { name: 'Set' });
    fireEvent.change(customField(), { target: { value: '-1a5.5.0x' } });
    expect(customField().value).toBe('15.50');
  });

  it('applies a valid custom amount with Set and continues with it', async () => {
    renderWithdraw();
    await screen.findByRole('button', { name: 'Set' });
    setCustom('25.5');
    expect(screen.getByRole('status').textContent).toBe('Amount to withdraw: $25.50');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByLabelText('TRC20 wallet address')).toBeTruthy();
  });

  it('checks a typed custom amount on Continue even without Set', async () => {
    renderWithdraw();
    await screen.findByRole('button', { name: 'Set' });
    fireEvent.change(customField(), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(alertText()).toBe('Minimum withdrawal amount is $10');
  });

  it('continues with a preset', async () => {
    renderWithdraw();
    fireEvent.click(await screen.findByRole('button', { name: '$100' }));
    expect(screen.getByRole('status').textContent).toBe('Amount to withdraw: $100.00');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Step 2 of 3')).toBeTruthy();
  });

  it('uses the minimum the admins set', async () => {
    const basics = walletBasics('150.00');
    basics.market.tradingSettings.mockResolvedValue(tradingSettingsFixture({ minWithdrawal: '75.00' }));
    renderWithdraw(basics);
    fireEvent.click(await screen.findByRole('button', { name: '$50' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(alertText()).toBe('Minimum withdrawal amount is $75');
  });

  it('says loading, then shows a failed profile load with a Retry that asks again', async () => {
    const get = vi
      .fn()
      .mockRejectedValueOnce(new AppError('SERVICE_UNAVAILABLE', 'Server busy'))
      .mockResolvedValue(profileFixture({ balance: '80.00' }));
    renderWithdraw({ ...walletBasics(), me: { get } });
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(await screen.findByText('Server busy')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('$80.00')).toBeTruthy();
  });

  it('shows a failed limits load with a Retry that asks again', async () => {
    const basics = walletBasics();
    basics.market.tradingSettings
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(tradingSettingsFixture());
    renderWithdraw(basics);
    expect(await screen.findByText('Failed to load the deposit and withdrawal limits')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Set' })).toBeTruthy();
    expect(basics.market.tradingSettings).toHaveBeenCalledTimes(2);
  });
});
