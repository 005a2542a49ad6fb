import { contract } from '@tradesim/core/contract';
import { implement } from '../../http/route.js';
import { sendStoredImage } from '../../http/send-file.js';
import { sendTextChunks } from '../../http/send-text.js';
import * as wallet from './service.js';

const routes = contract.wallet.transactions;

/** Order matters: `export.csv` must be claimed before `:id` would reject it as a bad id. */
export const transactionRoutes = [
  implement(routes.list, ({ ctx, auth, query }) => wallet.listTransactions(ctx, auth.userId, query)),
  implement(routes.exportCsv, async ({ ctx, auth, query, res }) => {
    await sendTextChunks(res, wallet.exportTransactionsCsv(ctx, auth.userId, query), {
      contentType: 'text/csv; charset=utf-8',
      disposition: 'attachment; filename="tradesim-transactions.csv"',
    });
  }),
  implement(routes.get, ({ ctx, auth, params }) => wallet.getTransaction(ctx, auth.userId, params.id)),
  implement(routes.proof, async ({ ctx, auth, params, res }) => {
    // Staff compare the proof with the wallet before approving, so they reach any deposit's.
    const scope = auth.kind === 'admin' ? 'any' : { userId: auth.userId };
    const file = await wallet.loadTransactionProof(ctx, params.id, scope);
    // Private: a proof shows someone's payment; no shared cache may keep it.
    sendStoredImage(res, file, { cacheControl: 'private, no-store', disposition: 'inline' });
  }),
];
