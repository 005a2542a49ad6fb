import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { AppError } from '@tradesim/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPaymentSettings, settingsFixture } from '../../../test/payment-settings-test-setup.js';

afterEach(cleanup);

const panel = () => within(screen.getByRole('region', { name: 'Payment Information' }));
const fact = (label: string) => panel().getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('the payment settings screen', () => {
  it('shows a spinner while the settings load', async () => {
    renderPaymentSettings({ get: () => new Promise(() => undefined) });
    expect((await screen.findByRole('status')).textContent).toBe('Loading payment settings...');
  });

  it('shows the title, subtitle, both cards and the information panel', async () => {
    renderPaymentSettings({ get: vi.fn().mockResolvedValue(settingsFixture()) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Settings' })).toBeTruthy();
    expect(
      screen.getByText('Set the wallet address and QR code users pay their USDT (TRC20) deposits to.'),
    ).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Wallet Address' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'QR Code' })).toBeTruthy();
    expect(fact('Payment method')).toBe('USDT TRC20');
    expect(fact('Wallet address')).toBe('TJRabPrw...8kjpRTv8');
    expect(fact('QR code')).toBe('Uploaded');
    expect(fact('Last updated')).toMatch(/^Nov 22, 2026/);
    expect(
      panel()
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Only USDT on the TRC20 network is supported.',
      'Users must send the exact amount requested.',
      'Payment proof is required for approval.',
      'Changes take effect once a second staff member approves them.',
    ]);
  });

  it('says "Not set" and "Not uploaded" before anything is configured', async () => {
    renderPaymentSettings({
      get: vi.fn().mockResolvedValue(settingsFixture({ walletAddress: '', qrCodeUrl: null })),
    });
    await screen.findByRole('heading', { level: 1, name: 'Payment Settings' });
    expect(fact('Wallet address')).toBe('Not set');
    expect(fact('QR code')).toBe('Not uploaded');
  });

  it('shows the requirements for the QR image', async () => {
    renderPaymentSettings({ get: vi.fn().mockResolvedValue(settingsFixture()) });
    const box = within(await screen.findByRole('complementary', { name: 'Requirements' }));
    expect(box.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Format: JPG, PNG or GIF (WebP is accepted too)',
      'Maximum size: 5MB',
      'It should contain the wallet address above',
      'Clear enough to scan with a mobile phone',
    ]);
    expect(
      box.getByText('The QR code is stored on the server and shown to users until you replace or remove it.'),
    ).toBeTruthy();
  });

  it('shows "Error: Failed to fetch payment settings" with a Retry that asks again', async () => {
    const get = vi
      .fn()
      .mockRejectedValueOnce(new AppError('PAYMENT_SETTINGS_UNAVAILABLE'))
      .mockResolvedValue(settingsFixture());
    renderPaymentSettings({ get });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Error: Failed to fetch payment settings',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Settings' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Payment Information' })).toBeTruthy();
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('uses the spec’s message for a failure that is not the server’s', async () => {
    renderPaymentSettings({ get: vi.fn().mockRejectedValue(new TypeError('network')) });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Error: Failed to fetch payment settings',
    );
  });
});
