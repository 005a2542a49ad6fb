import { idParamsSchema } from '../schemas/common.js';
import {
  depositRequestSchema,
  paymentSettingsSchema,
  transactionListQuerySchema,
  transactionPageSchema,
  transactionSchema,
  withdrawalRequestSchema,
} from '../schemas/wallet.js';
import { defineContract } from './define.js';

const tag = 'Wallet';

/** The export takes the list's filters; it is the whole history, so no paging. */
const transactionExportQuerySchema = transactionListQuerySchema.pick({ type: true, status: true });

/** A user's wallet: where to pay, top-ups, payouts and the history. */
export const walletContract = {
  paymentSettings: defineContract({
    method: 'get',
    path: '/api/payment-settings',
    summary: 'Where to send USDT (TRC20) for a top-up',
    tag,
    auth: 'user',
    response: paymentSettingsSchema,
    errors: ['PAYMENT_SETTINGS_UNAVAILABLE'],
  }),
  /** An <img> source, not a call: the page shows it by its URL. */
  paymentQr: defineContract({
    method: 'get',
    path: '/api/payment-settings/qr',
    summary: 'The QR code of the deposit wallet (public: shown to anyone about to pay)',
    tag,
    auth: 'none',
    errors: ['FILE_NOT_FOUND'],
    produces: { contentType: 'image/*', description: 'The QR image (PNG, JPEG, GIF or WebP)' },
  }),
  deposit: defineContract({
    method: 'post',
    path: '/api/deposits',
    summary: 'Submit a top-up with its payment proof; pending until staff approve it',
    tag,
    auth: 'user',
    upload: { field: 'proof' },
    body: depositRequestSchema,
    status: 201,
    response: transactionSchema,
    idempotent: true,
    errors: ['AMOUNT_TOO_SMALL', 'AMOUNT_TOO_LARGE'],
  }),
  withdraw: defineContract({
    method: 'post',
    path: '/api/withdrawals',
    summary: 'Request a payout to a TRC20 wallet; the amount is held until staff review it',
    tag,
    auth: 'user',
    body: withdrawalRequestSchema,
    status: 201,
    response: transactionSchema,
    idempotent: true,
    errors: [
      'INVALID_WALLET_ADDRESS',
      'AMOUNT_TOO_SMALL',
      'INSUFFICIENT_BALANCE',
      'MFA_REQUIRED',
      'MFA_INVALID',
    ],
  }),
  cancelWithdrawal: defineContract({
    method: 'post',
    path: '/api/withdrawals/:id/cancel',
    summary: 'Cancel one of your pending withdrawals; the held amount returns to the balance',
    tag,
    auth: 'user',
    params: idParamsSchema,
    response: transactionSchema,
    idempotent: true,
    errors: ['TRANSACTION_NOT_FOUND', 'WITHDRAWAL_NOT_CANCELLABLE'],
  }),
  /** Order matters: `export.csv` must be claimed before `:id` would reject it as a bad id. */
  transactions: {
    list: defineContract({
      method: 'get',
      path: '/api/transactions',
      summary: 'Your transactions, newest first, paged',
      tag,
      auth: 'user',
      query: transactionListQuerySchema,
      response: transactionPageSchema,
    }),
    exportCsv: defineContract({
      method: 'get',
      path: '/api/transactions/export.csv',
      summary: 'Your whole transaction history as CSV (same filters as the list)',
      tag,
      auth: 'user',
      query: transactionExportQuerySchema,
      produces: { contentType: 'text/csv', description: 'RFC 4180 CSV with a header row' },
    }),
    get: defineContract({
      method: 'get',
      path: '/api/transactions/:id',
      summary: 'One of your transactions',
      tag,
      auth: 'user',
      params: idParamsSchema,
      response: transactionSchema,
      errors: ['TRANSACTION_NOT_FOUND'],
    }),
    proof: defineContract({
      method: 'get',
      path: '/api/transactions/:id/proof',
      summary: 'The payment proof image of a deposit: its owner (a user token) or staff (an admin token)',
      tag,
      auth: 'user-or-admin',
      staff: 'transactions',
      params: idParamsSchema,
      errors: ['TRANSACTION_NOT_FOUND', 'PROOF_NOT_FOUND'],
      produces: { contentType: 'image/*', description: 'The proof image, with its sniffed type' },
    }),
  },
};
