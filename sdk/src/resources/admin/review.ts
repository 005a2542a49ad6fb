import type {
  AdminPaymentSettings,
  AdminTransaction,
  AdminTransactionExportQuery,
  AdminTransactionListQuery,
  AdminTransactionPage,
  ApprovalResponse,
} from '@tradesim/core';
import type { Http } from '../../http.js';
import { type IdempotencyOptions, idempotencyHeaders } from '../../idempotency.js';
import { adminPath } from './paths.js';

export type AdminTransactionQuery = Omit<AdminTransactionListQuery, 'limit'> & { limit?: number };

/** Deposit and withdrawal review: each pending one is approved or rejected exactly once. */
export function adminTransactionsResource(http: Http) {
  const path = (id: string, suffix = '') => adminPath('transactions', id, suffix);
  return {
    /** Newest first, joined with the user; `q` matches the description or the hash. */
    list: (query: AdminTransactionQuery = {}) =>
      http.request<AdminTransactionPage>({
        method: 'GET',
        path: '/api/admin/transactions',
        auth: 'admin',
        query,
      }),
    get: (id: string) => http.request<AdminTransaction>({ method: 'GET', path: path(id), auth: 'admin' }),
    /** Every transaction the filters select (`from` inclusive, `to` exclusive) as CSV text. */
    exportCsv: async (query: AdminTransactionExportQuery = {}): Promise<string> => {
      const response = await http.request<Response>({
        method: 'GET',
        path: '/api/admin/transactions/export.csv',
        auth: 'admin',
        query,
        raw: true,
      });
      return response.text();
    },
    /** The deposit's proof image, with the type the server sniffed. */
    proof: async (id: string): Promise<Blob> => {
      const response = await http.request<Response>({
        method: 'GET',
        path: `/api/transactions/${encodeURIComponent(id)}/proof`,
        auth: 'admin',
        raw: true,
      });
      return response.blob();
    },
    /** A deposit credits the user; a withdrawal pays out the held funds less the fee. */
    /** A withdrawal at or above the four-eyes threshold answers `{approval}` (202): nothing moved yet. */
    approve: (
      id: string,
      input: { notes?: string; payoutTxHash?: string } = {},
      options?: IdempotencyOptions,
    ) =>
      http.request<AdminTransaction | ApprovalResponse>({
        method: 'POST',
        path: path(id, '/approve'),
        auth: 'admin',
        body: input,
        headers: idempotencyHeaders(options),
      }),
    /** The reason is stored as the admin notes and the user is notified; held funds return. */
    reject: (id: string, input: { reason: string }, options?: IdempotencyOptions) =>
      http.request<AdminTransaction>({
        method: 'POST',
        path: path(id, '/reject'),
        auth: 'admin',
        body: input,
        headers: idempotencyHeaders(options),
      }),
  };
}

/**
 * The deposit wallet and its QR code (the QR is public: users scan it). Where users' money goes
 * is dual-controlled: each change answers `{approval}` for a second staff member to approve.
 */
export function adminPaymentSettingsResource(http: Http) {
  return {
    get: () =>
      http.request<AdminPaymentSettings>({
        method: 'GET',
        path: '/api/admin/payment-settings',
        auth: 'admin',
      }),
    /** Trimmed; must be a valid TRC20 address. The address already saved answers the settings. */
    setWallet: (walletAddress: string, reason?: string) =>
      http.request<AdminPaymentSettings | ApprovalResponse>({
        method: 'PUT',
        path: '/api/admin/payment-settings',
        auth: 'admin',
        body: reason ? { walletAddress, reason } : { walletAddress },
      }),
    /** Uploads or replaces the QR image (JPEG, PNG, GIF or WebP by content, at most 5 MB). */
    uploadQr: (image: Blob, fileName = 'qr') => {
      const form = new FormData();
      form.append('qr', image, fileName);
      return http.request<ApprovalResponse>({
        method: 'POST',
        path: '/api/admin/payment-settings/qr',
        auth: 'admin',
        form,
      });
    },
    /** With no QR code there is nothing to ask for: answers the settings. */
    removeQr: () =>
      http.request<AdminPaymentSettings | ApprovalResponse>({
        method: 'DELETE',
        path: '/api/admin/payment-settings/qr',
        auth: 'admin',
      }),
    /** Draws the QR code of the saved wallet address on the server; it replaces any upload. */
    generateQr: () =>
      http.request<ApprovalResponse>({
        method: 'POST',
        path: '/api/admin/payment-settings/qr/generate',
        auth: 'admin',
      }),
  };
}
