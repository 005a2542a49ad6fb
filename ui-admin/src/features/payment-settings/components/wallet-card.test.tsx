import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AppError, trc20Messages, validationMessages } from '@tradesim/core';
import { afterEach, describe, expect, it, type Mock, vi } from 'vitest';
import {
  cardRenderer,
  goodAddress,
  otherAddress,
  settingsFixture,
} from '../../../test/payment-settings-test-setup.js';

afterEach(cleanup);

const card = () => within(screen.getByRole('region', { name: 'Wallet Address' }));
const addressInput = () => card().getByLabelText('USDT TRC20 wallet address') as HTMLInputElement;
const saveButton = () => card().getByRole('button', { name: /^(Save|Saving\.\.\.)$/ }) as HTMLButtonElement;
const stubClipboard = (writeText: Mock) =>
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

const renderWith = cardRenderer('Wallet Address');

describe('the wallet address card', () => {
  it('shows the saved address with Copy, and copying shows a check mark for 2 seconds', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubClipboard(writeText);
    await renderWith();
    expect(addressInput().value).toBe(goodAddress);
    fireEvent.click(card().getByRole('button', { name: 'Copy wallet address' }));
    expect(await card().findByRole('button', { name: 'Wallet address copied' })).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(goodAddress);
    await waitFor(() => expect(card().getByRole('button', { name: 'Copy wallet address' })).toBeTruthy(), {
      timeout: 3000,
    });
  });

  it('says "Failed to copy wallet address" when the browser refuses, and the banner can be dismissed', async () => {
    stubClipboard(vi.fn().mockRejectedValue(new Error('denied')));
    await renderWith();
    fireEvent.click(card().getByRole('button', { name: 'Copy wallet address' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to copy wallet address');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss error' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('hides Copy and disables Save while the field is empty', async () => {
    await renderWith({ walletAddress: '' });
    expect(card().queryByRole('button', { name: 'Copy wallet address' })).toBeNull();
    expect(saveButton().disabled).toBe(true);
    fireEvent.change(addressInput(), { target: { value: 'T' } });
    expect(card().getByRole('button', { name: 'Copy wallet address' })).toBeTruthy();
    expect(saveButton().disabled).toBe(false);
  });

  it('says "Wallet address is required" for a blank address, on leaving the field or saving', async () => {
    const setWallet = vi.fn();
    await renderWith({}, { setWallet });
    fireEvent.change(addressInput(), { target: { value: '' } });
    fireEvent.blur(addressInput());
    expect((await card().findByRole('alert')).textContent).toBe(validationMessages.walletAddressRequired);
    fireEvent.change(addressInput(), { target: { value: '   ' } });
    fireEvent.click(saveButton());
    await waitFor(() =>
      expect(card().getByRole('alert').textContent).toBe(validationMessages.walletAddressRequired),
    );
    expect(setWallet).not.toHaveBeenCalled();
  });

  it.each([
    ['a wrong shape', 'abc123', trc20Messages.format],
    ['a wrong length', 'TJRabPrwbZy45sbavfcj', trc20Messages.length],
    ['a typo (checksum)', 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv9', trc20Messages.checksum],
  ])('refuses %s with the TRC20 message', async (_case, value, message) => {
    const setWallet = vi.fn();
    await renderWith({ walletAddress: '' }, { setWallet });
    fireEvent.change(addressInput(), { target: { value } });
    fireEvent.click(saveButton());
    expect((await card().findByRole('alert')).textContent).toBe(message);
    expect(setWallet).not.toHaveBeenCalled();
  });

  it('hints whether the address looks right while typing', async () => {
    await renderWith({ walletAddress: '' });
    fireEvent.change(addressInput(), { target: { value: 'TJRab' } });
    expect(card().getByText(trc20Messages.hintInvalid)).toBeTruthy();
    fireEvent.change(addressInput(), { target: { value: goodAddress } });
    expect(card().getByText(trc20Messages.hintValid)).toBeTruthy();
  });

  it('saves a first address trimmed, reads "Saving..." meanwhile, then confirms for 3 seconds', async () => {
    let finish: (value: unknown) => void = () => undefined;
    const setWallet = vi.fn(() => new Promise((resolve) => (finish = resolve)));
    await renderWith({ walletAddress: '' }, { setWallet });
    fireEvent.change(addressInput(), { target: { value: `  ${goodAddress}  ` } });
    fireEvent.click(saveButton());
    await waitFor(() => expect(saveButton().textContent).toBe('Saving...'));
    expect(saveButton().disabled).toBe(true);
    expect(setWallet).toHaveBeenCalledWith(goodAddress, undefined);
    finish(settingsFixture({ walletAddress: goodAddress, updatedAt: '2026-11-23T08:00:00.000Z' }));
    expect((await screen.findByRole('status')).textContent).toBe('Payment settings updated successfully!');
    expect(addressInput().value).toBe(goodAddress);
    const info = within(screen.getByRole('region', { name: 'Payment Information' }));
    expect(info.getByText('TJRabPrw...8kjpRTv8')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Payment settings updated successfully!')).toBeNull(), {
      timeout: 4000,
    });
  });

  it('asks before replacing the address users pay to, showing both', async () => {
    const setWallet = vi.fn().mockResolvedValue(settingsFixture({ walletAddress: otherAddress }));
    await renderWith({}, { setWallet });
    fireEvent.change(addressInput(), { target: { value: otherAddress } });
    fireEvent.click(saveButton());
    const modal = within(await screen.findByRole('dialog', { name: 'Change the deposit wallet?' }));
    expect(modal.getByText(goodAddress)).toBeTruthy();
    expect(modal.getByText(otherAddress)).toBeTruthy();
    fireEvent.click(modal.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(setWallet).not.toHaveBeenCalled();
    fireEvent.click(saveButton());
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Change the deposit wallet?' })).getByRole('button', {
        name: 'Save Address',
      }),
    );
    await waitFor(() => expect(setWallet).toHaveBeenCalledWith(otherAddress, undefined));
    expect((await screen.findByRole('status')).textContent).toBe('Payment settings updated successfully!');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows "Failed to update payment settings" when the request fails', async () => {
    const setWallet = vi.fn().mockRejectedValue(new TypeError('network'));
    await renderWith({ walletAddress: '' }, { setWallet });
    fireEvent.change(addressInput(), { target: { value: goodAddress } });
    fireEvent.click(saveButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to update payment settings');
    expect(addressInput().value).toBe(goodAddress);
  });

  it('puts the server’s refusal of the address under the field', async () => {
    const setWallet = vi.fn().mockRejectedValue(
      new AppError('INVALID_WALLET_ADDRESS', trc20Messages.checksum, {
        fields: { walletAddress: trc20Messages.checksum },
      }),
    );
    await renderWith({ walletAddress: '' }, { setWallet });
    fireEvent.change(addressInput(), { target: { value: goodAddress } });
    fireEvent.click(saveButton());
    expect((await card().findByRole('alert')).textContent).toBe(trc20Messages.checksum);
  });
});
