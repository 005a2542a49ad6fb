import {
  depositRequestSchema,
  idParamsSchema,
  paymentSettingsSchema,
  transactionSchema,
  withdrawalRequestSchema,
} from '@tradesim/core';
import { type AnyRoute, defineRoute } from '../../http/route.js';
import { sendStoredImage } from '../../http/send-file.js';
import * as wallet from './service.js';
import { transactionRoutes } from './transaction-routes.js';

const tag = 'Wallet';

const paymentRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/payment-settings',
    summary: 'Where to send USDT (TRC20) for a top-up',
    tag,
    auth: 'user',
    response: paymentSettingsSchema,
    errors: ['PAYMENT_SETTINGS_UNAVAILABLE'],
    handler: ({ ctx }) => wallet.getPaymentSettings(ctx),
  }),
  defineRoute({
    method: 'get',
    path: '/api/payment-settings/qr',
    summary: 'The QR code of the deposit wallet (public: shown to anyone about to pay)',
    tag,
    auth: 'none',
    errors: ['FILE_NOT_FOUND'],
    produces: { contentType: 'image/*', description: 'The QR image (PNG, JPEG, GIF or WebP)' },
    handler: async ({ ctx, res }) => {
      const file = await wallet.loadPaymentQr(ctx);
      // Short: a replaced QR must not linger; qrCodeUrl also changes with the file.
      sendStoredImage(res, file, { cacheControl: 'public, max-age=300' });
    },
  }),
];

const moneyRoutes = [
  defineRoute({
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
    handler: ({ ctx, auth, body, file, clientKey }) =>
      wallet.requestDeposit(ctx, { userId: auth.userId, fields: body, file, clientKey }),
  }),
  defineRoute({
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
    handler: ({ ctx, auth, body, clientKey }) =>
      wallet.requestWithdrawal(ctx, { userId: auth.userId, fields: body, clientKey }),
  }),
  defineRoute({
    method: 'post',
    path: '/api/withdrawals/:id/cancel',
    summary: 'Cancel one of your pending withdrawals; the held amount returns to the balance',
    tag,
    auth: 'user',
    params: idParamsSchema,
    response: transactionSchema,
    idempotent: true,
    errors: ['TRANSACTION_NOT_FOUND', 'WITHDRAWAL_NOT_CANCELLABLE'],
    handler: ({ ctx, auth, params }) => wallet.cancelWithdrawal(ctx, auth.userId, params.id),
  }),
];

export const walletRoutes: AnyRoute[] = [...paymentRoutes, ...moneyRoutes, ...transactionRoutes];
