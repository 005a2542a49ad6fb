import type { TransactionListQuery, WithdrawalRequest } from '@tradesim/core';
import type { Call } from '../call.js';
import { routes } from '../generated/routes.js';
import type { IdempotencyOptions } from '../idempotency.js';

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

const wallet = routes.wallet;

export function walletResource(call: Call) {
  return {
    /** Where to send USDT for a top-up; fails with PAYMENT_SETTINGS_UNAVAILABLE when none is set. */
    paymentSettings: () => call(wallet.paymentSettings),
    /** Submits a top-up with its proof; it stays pending until staff approve it. */
    deposit: (input: DepositInput, options?: IdempotencyOptions) => {
      const form = new FormData();
      form.append('amount', String(input.amount));
      if (input.transactionHash !== undefined) form.append('transactionHash', input.transactionHash);
      form.append('proof', input.proof, input.fileName ?? 'proof');
      return call(wallet.deposit, { form, ...options });
    },
    /** Requests a payout; the amount is held at once and the fee comes out of it. */
    withdraw: (input: WithdrawalRequest, options?: IdempotencyOptions) =>
      call(wallet.withdraw, { body: input, ...options }),
    /** Cancels one of your pending withdrawals; the held amount returns to the balance. */
    cancelWithdrawal: (id: string, options?: IdempotencyOptions) =>
      call(wallet.cancelWithdrawal, { params: { id }, ...options }),
    transactions: {
      /** Newest first; pass `nextCursor` back as `cursor` for the next page. */
      list: (query: TransactionQuery = {}) => call(wallet.transactions.list, { query }),
      get: (id: string) => call(wallet.transactions.get, { params: { id } }),
      /** The proof image of one of your deposits, with the type the server sniffed. */
      proof: async (id: string): Promise<Blob> =>
        (await call(wallet.transactions.proof, { params: { id }, as: 'user' })).blob(),
      /** Your whole history (with the list's filters) as CSV text. */
      exportCsv: async (query: TransactionExportQuery = {}): Promise<string> =>
        (await call(wallet.transactions.exportCsv, { query })).text(),
    },
  };
}
