import {
  adminPaymentSettingsSchema,
  adminTransactionExportQuerySchema,
  adminTransactionListQuerySchema,
  adminTransactionPageSchema,
  adminTransactionSchema,
  approvalResponseSchema,
  approveRequestSchema,
  idParamsSchema,
  rejectRequestSchema,
  updatePaymentSettingsRequestSchema,
  validationMessages,
} from '@tradesim/core';
import { adminActor } from '../../http/admin-actor.js';
import { type AnyRoute, defineRoute } from '../../http/route.js';
import { sendTextChunks } from '../../http/send-text.js';
import * as review from './service.js';

const tag = 'Admin transactions';
const settingsTag = 'Admin payment settings';

const transactionRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/admin/transactions',
    summary:
      'Every transaction with its user, newest first; `q` searches description or hash, `from` (inclusive) and `to` (exclusive) bound the creation time',
    tag,
    auth: 'admin',
    staff: 'transactions',
    query: adminTransactionListQuerySchema,
    response: adminTransactionPageSchema,
    handler: ({ ctx, query }) => review.listAdminTransactions(ctx, query),
  }),
  defineRoute({
    method: 'get',
    path: '/api/admin/transactions/export.csv',
    summary: 'Every transaction the filters select (date range included) as CSV, newest first',
    tag,
    auth: 'admin',
    staff: 'transactions',
    query: adminTransactionExportQuerySchema,
    produces: { contentType: 'text/csv', description: 'RFC 4180 CSV with a header row' },
    handler: async ({ ctx, query, res }) => {
      await sendTextChunks(res, review.exportAdminTransactionsCsv(ctx, query), {
        contentType: 'text/csv; charset=utf-8',
        disposition: 'attachment; filename="tradesim-admin-transactions.csv"',
      });
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/admin/transactions/:id',
    summary: 'One transaction with its user and, for a deposit, the URL of its proof',
    tag,
    auth: 'admin',
    staff: 'transactions',
    params: idParamsSchema,
    response: adminTransactionSchema,
    errors: ['TRANSACTION_NOT_FOUND'],
    handler: ({ ctx, params }) => review.getAdminTransaction(ctx, params.id),
  }),
  defineRoute({
    method: 'post',
    path: '/api/admin/transactions/:id/approve',
    summary:
      'Approve a pending deposit (credits the user) or withdrawal (pays out the held amount); at or above the four-eyes threshold either answers 202 with a request a second staff member approves instead',
    tag,
    auth: 'admin',
    staff: 'transactions',
    params: idParamsSchema,
    body: approveRequestSchema,
    response: adminTransactionSchema,
    accepted: approvalResponseSchema,
    idempotent: true,
    errors: ['TRANSACTION_NOT_FOUND', 'TRANSACTION_NOT_PENDING'],
    handler: ({ ctx, auth, req, params, body }) =>
      review.reviewTransaction(ctx, {
        id: params.id,
        decision: 'approve',
        notes: body.notes ?? null,
        payoutTxHash: body.payoutTxHash ?? null,
        adminId: auth.adminId,
        actor: adminActor(auth, req),
      }),
  }),
  defineRoute({
    method: 'post',
    path: '/api/admin/transactions/:id/reject',
    summary: 'Reject a pending deposit or withdrawal with a reason the user is told; a hold returns',
    tag,
    auth: 'admin',
    staff: 'transactions',
    params: idParamsSchema,
    body: rejectRequestSchema,
    response: adminTransactionSchema,
    idempotent: true,
    errors: ['TRANSACTION_NOT_FOUND', 'TRANSACTION_NOT_PENDING'],
    handler: ({ ctx, auth, req, params, body }) =>
      review.reviewTransaction(ctx, {
        id: params.id,
        decision: 'reject',
        notes: body.reason,
        adminId: auth.adminId,
        actor: adminActor(auth, req),
      }),
  }),
];

const paymentSettingsRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/admin/payment-settings',
    summary: 'The deposit wallet and QR code (an empty record is created when there is none)',
    tag: settingsTag,
    auth: 'admin',
    staff: 'payment-settings',
    response: adminPaymentSettingsSchema,
    handler: ({ ctx }) => review.getAdminPaymentSettings(ctx),
  }),
  defineRoute({
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
    handler: ({ ctx, auth, req, body }) =>
      review.updateWalletAddress(ctx, { auth, req, walletAddress: body.walletAddress, reason: body.reason }),
  }),
  defineRoute({
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
    handler: ({ ctx, auth, req }) => review.generatePaymentQr(ctx, { auth, req }),
  }),
  defineRoute({
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
    handler: ({ ctx, auth, req, file }) => review.uploadPaymentQr(ctx, { auth, req, file }),
  }),
  defineRoute({
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
    handler: ({ ctx, auth, req }) => review.removePaymentQr(ctx, { auth, req }),
  }),
];

export const adminReviewRoutes: AnyRoute[] = [...transactionRoutes, ...paymentSettingsRoutes];
