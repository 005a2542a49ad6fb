import type {
  PaymentSettings,
  Transaction,
  TransactionListQuery,
  TransactionPage,
  WithdrawalRequest,
} from '@tradesim/core';
import type { Http } from '../http.js';
import { type IdempotencyOptions, idempotencyHeaders } from '../idempotency.js';

export interface DepositInput {
  /** USD, at most two decimals. */
  amount: string | number;
  transactionHash?: string;
  /** The payment proof: a JPEG, PNG, GIF or WebP image of at most 5 MB. */
  proof: Blob;
  fileName?: string;
}

/** The list's query; `limit` is typed as the number it is (the schema coerces query strings). */
export type TransactionQuery = Omit<TransactionListQuery, 'limit'> & { limit?: number };
export type TransactionExportQuery = Pick<TransactionListQuery, 'type' | 'status'>;

function transactionPath(id: string, suffix = ''): string {
  return `/api/transactions/${encodeURIComponent(id)}${suffix}`;
}

export function walletResource(http: Http) {
  return {
    /** Where to send USDT for a top-up; fails with PAYMENT_SETTINGS_UNAVAILABLE when none is set. */
    paymentSettings: () =>
      http.request<PaymentSettings>({ method: 'GET', path: '/api/payment-settings', auth: 'user' }),
    /** Submits a top-up with its proof; it stays pending until staff approve it. */
    deposit: (input: DepositInput, options?: IdempotencyOptions) => {
      const form = new FormData();
      form.append('amount', String(input.amount));
      if (input.transactionHash !== undefined) form.append('transactionHash', input.transactionHash);
      form.append('proof', input.proof, input.fileName ?? 'proof');
      return http.request<Transaction>({
        method: 'POST',
        path: '/api/deposits',
        auth: 'user',
        form,
        headers: idempotencyHeaders(options),
      });
    },
    /** Requests a payout; the amount is held at once and the fee comes out of it. */
    withdraw: (input: WithdrawalRequest, options?: IdempotencyOptions) =>
      http.request<Transaction>({
        method: 'POST',
        path: '/api/withdrawals',
        auth: 'user',
        body: input,
        headers: idempotencyHeaders(options),
      }),
    /** Cancels one of your pending withdrawals; the held amount returns to the balance. */
    cancelWithdrawal: (id: string, options?: IdempotencyOptions) =>
      http.request<Transaction>({
        method: 'POST',
        path: `/api/withdrawals/${encodeURIComponent(id)}/cancel`,
        auth: 'user',
        headers: idempotencyHeaders(options),
      }),
    transactions: {
      /** Newest first; pass `nextCursor` back as `cursor` for the next page. */
      list: (query: TransactionQuery = {}) =>
        http.request<TransactionPage>({ method: 'GET', path: '/api/transactions', auth: 'user', query }),
      get: (id: string) =>
        http.request<Transaction>({ method: 'GET', path: transactionPath(id), auth: 'user' }),
      /** The proof image of one of your deposits, with the type the server sniffed. */
      proof: async (id: string): Promise<Blob> => {
        const response = await http.request<Response>({
          method: 'GET',
          path: transactionPath(id, '/proof'),
          auth: 'user',
          raw: true,
        });
        return response.blob();
      },
      /** Your whole history (with the list's filters) as CSV text. */
      exportCsv: async (query: TransactionExportQuery = {}): Promise<string> => {
        const response = await http.request<Response>({
          method: 'GET',
          path: '/api/transactions/export.csv',
          auth: 'user',
          query,
          raw: true,
        });
        return response.text();
      },
    },
  };
}
