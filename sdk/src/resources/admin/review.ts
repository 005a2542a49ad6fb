import type { AdminTransactionExportQuery, AdminTransactionListQuery } from '@tradesim/core';
import type { Call } from '../../call.js';
import { routes } from '../../generated/routes.js';
import type { IdempotencyOptions } from '../../idempotency.js';

export type AdminTransactionQuery = Omit<AdminTransactionListQuery, 'limit'> & { limit?: number };

const transactions = routes.admin.transactions;
const paymentSettings = routes.admin.paymentSettings;

/** Deposit and withdrawal review: each pending one is approved or rejected exactly once. */
export function adminTransactionsResource(call: Call) {
  return {
    /** Newest first, joined with the user; `q` matches the description or the hash. */
    list: (query: AdminTransactionQuery = {}) => call(transactions.list, { query }),
    get: (id: string) => call(transactions.get, { params: { id } }),
    /** Every transaction the filters select (`from` inclusive, `to` exclusive) as CSV text. */
    exportCsv: async (query: AdminTransactionExportQuery = {}): Promise<string> =>
      (await call(transactions.exportCsv, { query })).text(),
    /** The deposit's proof image, with the type the server sniffed (the owner's route, as staff). */
    proof: async (id: string): Promise<Blob> =>
      (await call(routes.wallet.transactions.proof, { params: { id }, as: 'admin' })).blob(),
    /** A deposit credits the user; a withdrawal pays out the held funds less the fee. */
    /** A withdrawal at or above the four-eyes threshold answers `{approval}` (202): nothing moved yet. */
    approve: (
      id: string,
      input: { notes?: string; payoutTxHash?: string } = {},
      options?: IdempotencyOptions,
    ) => call(transactions.approve, { params: { id }, body: input, ...options }),
    /** The reason is stored as the admin notes and the user is notified; held funds return. */
    reject: (id: string, input: { reason: string }, options?: IdempotencyOptions) =>
      call(transactions.reject, { params: { id }, body: input, ...options }),
  };
}

/**
 * The deposit wallet and its QR code (the QR is public: users scan it). Where users' money goes
 * is dual-controlled: each change answers `{approval}` for a second staff member to approve.
 */
export function adminPaymentSettingsResource(call: Call) {
  return {
    get: () => call(paymentSettings.get),
    /** Trimmed; must be a valid TRC20 address. The address already saved answers the settings. */
    setWallet: (walletAddress: string, reason?: string) =>
      call(paymentSettings.setWallet, { body: reason ? { walletAddress, reason } : { walletAddress } }),
    /** Uploads or replaces the QR image (JPEG, PNG, GIF or WebP by content, at most 5 MB). */
    uploadQr: (image: Blob, fileName = 'qr') => {
      const form = new FormData();
      form.append('qr', image, fileName);
      return call(paymentSettings.uploadQr, { form });
    },
    /** With no QR code there is nothing to ask for: answers the settings. */
    removeQr: () => call(paymentSettings.removeQr),
    /** Draws the QR code of the saved wallet address on the server; it replaces any upload. */
    generateQr: () => call(paymentSettings.generateQr),
  };
}
