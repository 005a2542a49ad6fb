import {
  idParamsSchema,
  transactionListQuerySchema,
  transactionPageSchema,
  transactionSchema,
} from '@tradesim/core';
import { defineRoute } from '../../http/route.js';
import { sendStoredImage } from '../../http/send-file.js';
import { sendTextChunks } from '../../http/send-text.js';
import * as wallet from './service.js';

const tag = 'Wallet';

/** The export takes the list's filters; it is the whole history, so no paging. */
const exportQuerySchema = transactionListQuerySchema.pick({ type: true, status: true });

/** Order matters: `export.csv` must be claimed before `:id` would reject it as a bad id. */
export const transactionRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/transactions',
    summary: 'Your transactions, newest first, paged',
    tag,
    auth: 'user',
    query: transactionListQuerySchema,
    response: transactionPageSchema,
    handler: ({ ctx, auth, query }) => wallet.listTransactions(ctx, auth.userId, query),
  }),
  defineRoute({
    method: 'get',
    path: '/api/transactions/export.csv',
    summary: 'Your whole transaction history as CSV (same filters as the list)',
    tag,
    auth: 'user',
    query: exportQuerySchema,
    produces: { contentType: 'text/csv', description: 'RFC 4180 CSV with a header row' },
    handler: async ({ ctx, auth, query, res }) => {
      await sendTextChunks(res, wallet.exportTransactionsCsv(ctx, auth.userId, query), {
        contentType: 'text/csv; charset=utf-8',
        disposition: 'attachment; filename="tradesim-transactions.csv"',
      });
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/transactions/:id',
    summary: 'One of your transactions',
    tag,
    auth: 'user',
    params: idParamsSchema,
    response: transactionSchema,
    errors: ['TRANSACTION_NOT_FOUND'],
    handler: ({ ctx, auth, params }) => wallet.getTransaction(ctx, auth.userId, params.id),
  }),
  defineRoute({
    method: 'get',
    path: '/api/transactions/:id/proof',
    summary: 'The payment proof image of a deposit: its owner (a user token) or staff (an admin token)',
    tag,
    auth: 'user-or-admin',
    staff: 'transactions',
    params: idParamsSchema,
    errors: ['TRANSACTION_NOT_FOUND', 'PROOF_NOT_FOUND'],
    produces: { contentType: 'image/*', description: 'The proof image, with its sniffed type' },
    handler: async ({ ctx, auth, params, res }) => {
      // Staff compare the proof with the wallet before approving, so they reach any deposit's.
      const scope = auth.kind === 'admin' ? 'any' : { userId: auth.userId };
      const file = await wallet.loadTransactionProof(ctx, params.id, scope);
      // Private: a proof shows someone's payment; no shared cache may keep it.
      sendStoredImage(res, file, { cacheControl: 'private, no-store', disposition: 'inline' });
    },
  }),
];
