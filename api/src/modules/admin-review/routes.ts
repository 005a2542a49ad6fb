import { contract } from '@tradesim/core/contract';
import { adminActor } from '../../http/admin-actor.js';
import { type AnyRoute, implement } from '../../http/route.js';
import { sendTextChunks } from '../../http/send-text.js';
import * as review from './service.js';

const transactions = contract.admin.transactions;
const paymentSettings = contract.admin.paymentSettings;

/** Order matters: `export.csv` must be claimed before `:id` would reject it as a bad id. */
const transactionRoutes = [
  implement(transactions.list, ({ ctx, query }) => review.listAdminTransactions(ctx, query)),
  implement(transactions.exportCsv, async ({ ctx, query, res }) => {
    await sendTextChunks(res, review.exportAdminTransactionsCsv(ctx, query), {
      contentType: 'text/csv; charset=utf-8',
      disposition: 'attachment; filename="tradesim-admin-transactions.csv"',
    });
  }),
  implement(transactions.get, ({ ctx, params }) => review.getAdminTransaction(ctx, params.id)),
  implement(transactions.approve, ({ ctx, auth, req, params, body }) =>
    review.reviewTransaction(ctx, {
      id: params.id,
      decision: 'approve',
      notes: body.notes ?? null,
      payoutTxHash: body.payoutTxHash ?? null,
      adminId: auth.adminId,
      actor: adminActor(auth, req),
    }),
  ),
  implement(transactions.reject, ({ ctx, auth, req, params, body }) =>
    review.reviewTransaction(ctx, {
      id: params.id,
      decision: 'reject',
      notes: body.reason,
      adminId: auth.adminId,
      actor: adminActor(auth, req),
    }),
  ),
];

const paymentSettingsRoutes = [
  implement(paymentSettings.get, ({ ctx }) => review.getAdminPaymentSettings(ctx)),
  implement(paymentSettings.setWallet, ({ ctx, auth, req, body }) =>
    review.updateWalletAddress(ctx, { auth, req, walletAddress: body.walletAddress, reason: body.reason }),
  ),
  implement(paymentSettings.generateQr, ({ ctx, auth, req }) => review.generatePaymentQr(ctx, { auth, req })),
  implement(paymentSettings.uploadQr, ({ ctx, auth, req, file }) =>
    review.uploadPaymentQr(ctx, { auth, req, file }),
  ),
  implement(paymentSettings.removeQr, ({ ctx, auth, req }) => review.removePaymentQr(ctx, { auth, req })),
];

export const adminReviewRoutes: AnyRoute[] = [...transactionRoutes, ...paymentSettingsRoutes];
