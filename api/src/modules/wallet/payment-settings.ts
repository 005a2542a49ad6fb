import { AppError, type PaymentSettings } from '@tradesim/core';
import type { AppContext } from '../../context.js';
import type { StoredFile } from '../../storage/file-storage.js';
import { findActivePaymentSettings } from './payment-settings-repo.js';

export const paymentQrPath = '/api/payment-settings/qr';

/**
 * Where users send USDT. Without an active wallet there is nothing to pay to, so the top-up
 * screen must show its error rather than an empty address (docs/product/user-app.md#top-up).
 */
export async function getPaymentSettings(ctx: AppContext): Promise<PaymentSettings> {
  const row = await findActivePaymentSettings(ctx.knex);
  if (!row || row.wallet_address.trim() === '') throw new AppError('PAYMENT_SETTINGS_UNAVAILABLE');
  return {
    paymentMethod: 'usdt_trc20',
    network: 'TRC20',
    walletAddress: row.wallet_address,
    // The file id in the URL changes with every new QR, so a cached image of an old wallet's QR
    // is never shown next to the new address. The route itself ignores it.
    qrCodeUrl: row.qr_file_id ? `${paymentQrPath}?v=${row.qr_file_id}` : null,
  };
}

/** The QR image of the active wallet, public: it is shown to anyone about to pay. */
export async function loadPaymentQr(ctx: AppContext): Promise<StoredFile> {
  const row = await findActivePaymentSettings(ctx.knex);
  const file = row?.qr_file_id ? await ctx.storage.get(ctx.knex, row.qr_file_id) : null;
  if (!file) throw new AppError('FILE_NOT_FOUND');
  return file;
}
