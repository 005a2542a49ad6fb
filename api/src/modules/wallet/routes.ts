import { contract } from '@tradesim/core/contract';
import { type AnyRoute, implement } from '../../http/route.js';
import { sendStoredImage } from '../../http/send-file.js';
import * as wallet from './service.js';
import { transactionRoutes } from './transaction-routes.js';

const routes = contract.wallet;

export const walletRoutes: AnyRoute[] = [
  implement(routes.paymentSettings, ({ ctx }) => wallet.getPaymentSettings(ctx)),
  implement(routes.paymentQr, async ({ ctx, res }) => {
    const file = await wallet.loadPaymentQr(ctx);
    // Short: a replaced QR must not linger; qrCodeUrl also changes with the file.
    sendStoredImage(res, file, { cacheControl: 'public, max-age=300' });
  }),
  implement(routes.deposit, ({ ctx, auth, body, file, clientKey }) =>
    wallet.requestDeposit(ctx, { userId: auth.userId, fields: body, file, clientKey }),
  ),
  implement(routes.withdraw, ({ ctx, auth, body, clientKey }) =>
    wallet.requestWithdrawal(ctx, { userId: auth.userId, fields: body, clientKey }),
  ),
  implement(routes.cancelWithdrawal, ({ ctx, auth, params }) =>
    wallet.cancelWithdrawal(ctx, auth.userId, params.id),
  ),
  ...transactionRoutes,
];
