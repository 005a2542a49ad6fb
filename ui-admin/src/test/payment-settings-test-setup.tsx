import { screen } from '@testing-library/react';
import type { AdminPaymentSettings } from '@tradesim/core';
import { vi } from 'vitest';
import { PaymentSettingsPage } from '../features/payment-settings/components/payment-settings-page.js';
import { fakeSdk } from './fake-sdk.js';
import { renderPage } from './render.js';

export const goodAddress = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
/** Another valid TRC20 address (checksum and all). */
export const otherAddress = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';

export function settingsFixture(overrides: Partial<AdminPaymentSettings> = {}): AdminPaymentSettings {
  return {
    id: '00000000-0000-4000-8000-0000000000b9',
    paymentMethod: 'usdt_trc20',
    network: 'TRC20',
    walletAddress: goodAddress,
    qrCodeUrl: '/api/payment-settings/qr?v=1',
    isActive: true,
    updatedAt: '2026-11-22T08:00:00.000Z',
    ...overrides,
  };
}

export function renderPaymentSettings(paymentSettings: Record<string, unknown>) {
  const sdk = fakeSdk({ admin: { paymentSettings } as never });
  return { ...renderPage(<PaymentSettingsPage />, { sdk, path: '/payment-settings' }), sdk };
}

/** A card's test render: the page with these settings (and API overrides), once the card shows. */
export function cardRenderer(name: 'QR Code' | 'Wallet Address') {
  return async (overrides: Partial<AdminPaymentSettings> = {}, api: Record<string, unknown> = {}) => {
    const result = renderPaymentSettings({
      get: vi.fn().mockResolvedValue(settingsFixture(overrides)),
      ...api,
    });
    await screen.findByRole('region', { name });
    return result;
  };
}

/** A File of `size` bytes and a declared type, as the file input hands it over. */
export function fileOf(name: string, type: string, size = 1024): File {
  const file = new File([new Uint8Array(Math.min(size, 16))], name, { type });
  if (size > 16) Object.defineProperty(file, 'size', { value: size });
  return file;
}
