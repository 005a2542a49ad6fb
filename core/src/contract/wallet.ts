import { validationMessages } from '../messages.js';
import {
  adminPaymentSettingsSchema,
  adminTransactionExportQuerySchema,
  adminTransactionListQuerySchema,
  adminTransactionPageSchema,
  adminTransactionSchema,
  approveRequestSchema,
  rejectRequestSchema,
  updatePaymentSettingsRequestSchema,
} from '../schemas/admin-review.js';
import { approvalResponseSchema } from '../schemas/approvals.js';
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

const adminTag = 'Admin transactions';
const settingsTag = 'Admin payment settings';

/**
 * Deposit and withdrawal review (staff): each pending one is approved or rejected exactly once.
 * Order matters: `export.csv` must be claimed before `:id` would reject it as a bad id. Staff see
 * a deposit's proof through `wallet.transactions.proof` with their own session.
 */
export const adminTransactionsContract = {
  list: defineContract({
    method: 'get',
    path: '/api/admin/transactions',
    summary:
      'Every transaction with its user, newest first; `q` searches description or hash, `from` (inclusive) and `to` (exclusive) bound the creation time',
    tag: adminTag,
    auth: 'admin',
    staff: 'transactions',
    query: adminTransactionListQuerySchema,
    response: adminTransactionPageSchema,
  }),
  exportCsv: defineContract({
    method: 'get',
    path: '/api/admin/transactions/export.csv',
    summary: 'Every transaction the filters select (date range included) as CSV, newest first',
    tag: adminTag,
    auth: 'admin',
    staff: 'transactions',
    query: adminTransactionExportQuerySchema,
    produces: { contentType: 'text/csv', description: 'RFC 4180 CSV with a header row' },
  }),
  get: defineContract({
    method: 'get',
    path: '/api/admin/transactions/:id',
    summary: 'One transaction with its user and, for a deposit, the URL of its proof',
    tag: adminTag,
    auth: 'admin',
    staff: 'transactions',
    params: idParamsSchema,
    response: adminTransactionSchema,
    errors: ['TRANSACTION_NOT_FOUND'],
  }),
  /** Approved at once, or at or above the four-eyes threshold held as a request (202). */
  approve: defineContract({
    method: 'post',
    path: '/api/admin/transactions/:id/approve',
    summary:
      'Approve a pending deposit (credits the user) or withdrawal (pays out the held amount); at or above the four-eyes threshold either answers 202 with a request a second staff member approves instead',
    tag: adminTag,
    auth: 'admin',
    staff: 'transactions',
    params: idParamsSchema,
    body: approveRequestSchema,
    response: adminTransactionSchema,
    accepted: approvalResponseSchema,
    idempotent: true,
    errors: ['TRANSACTION_NOT_FOUND', 'TRANSACTION_NOT_PENDING'],
    audit: ['APPROVE_TRANSACTION', 'REQUEST_APPROVAL'],
  }),
  reject: defineContract({
    method: 'post',
    path: '/api/admin/transactions/:id/reject',
    summary: 'Reject a pending deposit or withdrawal with a reason the user is told; a hold returns',
    tag: adminTag,
    auth: 'admin',
    staff: 'transactions',
    params: idParamsSchema,
    body: rejectRequestSchema,
    response: adminTransactionSchema,
    idempotent: true,
    errors: ['TRANSACTION_NOT_FOUND', 'TRANSACTION_NOT_PENDING'],
    audit: ['REJECT_TRANSACTION'],
  }),
};

/**
 * The deposit wallet and its QR code (staff). Where users' money goes is dual-controlled: each
 * change is recorded as a request (REQUEST_APPROVAL) and the change's own action (e.g.
 * UPDATE_PAYMENT_SETTINGS) is written when a second staff member approves it.
 */
export const adminPaymentSettingsContract = {
  get: defineContract({
    method: 'get',
    path: '/api/admin/payment-settings',
    summary: 'The deposit wallet and QR code (an empty record is created when there is none)',
    tag: settingsTag,
    auth: 'admin',
    staff: 'payment-settings',
    response: adminPaymentSettingsSchema,
  }),
  setWallet: defineContract({
    method: 'put',
    path: '/api/admin/payment-settings',
    summary:
      'Ask to set the deposit wallet address (trimmed; a valid TRC20 address): a request (202) a second staff member approves; the saved address changes nothing. Audit UPDATE_PAYMENT_SETTINGS on approval',
    tag: settingsTag,
    auth: 'admin',
    staff: 'payment-settings',
    body: updatePaymentSettingsRequestSchema,
    response: adminPaymentSettingsSchema,
    accepted: approvalResponseSchema,
    errors: ['INVALID_WALLET_ADDRESS', 'APPROVAL_ALREADY_PENDING'],
    audit: ['REQUEST_APPROVAL'],
  }),
  /** Order matters: `qr/generate` is mounted before `qr`, as it always was. */
  generateQr: defineContract({
    method: 'post',
    path: '/api/admin/payment-settings/qr/generate',
    summary:
      'Ask to make the deposit QR code from the saved wallet address (a PNG drawn by the server), replacing any upload: a request (202) a second staff member approves. Audit GENERATE_QR_CODE on approval',
    tag: settingsTag,
    auth: 'admin',
    staff: 'payment-settings',
    status: 202,
    response: approvalResponseSchema,
    errors: ['PAYMENT_WALLET_NOT_SET', 'APPROVAL_ALREADY_PENDING'],
    audit: ['REQUEST_APPROVAL'],
  }),
  uploadQr: defineContract({
    method: 'post',
    path: '/api/admin/payment-settings/qr',
    summary:
      'Ask to upload or replace the QR code (an image by content, at most 5 MB): a request (202) a second staff member approves, who sees the image first; then its public URL changes. Audit UPLOAD_QR_CODE on approval',
    tag: settingsTag,
    auth: 'admin',
    staff: 'payment-settings',
    upload: { field: 'qr', tooLargeMessage: validationMessages.qrTooLarge },
    status: 202,
    response: approvalResponseSchema,
    errors: ['APPROVAL_ALREADY_PENDING'],
    audit: ['REQUEST_APPROVAL'],
  }),
  removeQr: defineContract({
    method: 'delete',
    path: '/api/admin/payment-settings/qr',
    summary:
      'Ask to remove the QR code: a request (202) a second staff member approves (nothing changes when there is none). Audit REMOVE_QR_CODE on approval',
    tag: settingsTag,
    auth: 'admin',
    staff: 'payment-settings',
    response: adminPaymentSettingsSchema,
    accepted: approvalResponseSchema,
    errors: ['APPROVAL_ALREADY_PENDING'],
    audit: ['REQUEST_APPROVAL'],
  }),
};
