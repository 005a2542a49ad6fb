import { AppError, type Transaction, type TransactionPage } from '@tradesim/core';
import type { AppContext } from '../../context.js';
import { decodeCursor, pageOf } from '../../db/cursor.js';
import { keysetCsv } from '../../http/csv.js';
import type { StoredFile } from '../../storage/file-storage.js';
import { transactionCsvFields, transactionCsvHeader } from './csv.js';
import {
  countTransactions,
  findOwnTransaction,
  findTransaction,
  listTransactionPage,
  type TransactionFilter,
} from './repo.js';
import { toTransaction } from './transaction-view.js';

export interface HistoryQuery {
  type: TransactionFilter['type'];
  status?: string | undefined;
}

/** The user's own transactions, newest first, one keyset page at a time. */
export async function listTransactions(
  ctx: AppContext,
  userId: string,
  query: HistoryQuery & { limit: number; cursor?: string | undefined },
): Promise<TransactionPage> {
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const filter: TransactionFilter = { userId, type: query.type, status: query.status };
  const rows = await listTransactionPage(ctx.knex, filter, { limit: query.limit + 1, after });
  const { items, nextCursor } = pageOf(rows, query.limit);
  return {
    items: items.map(toTransaction),
    nextCursor,
    total: await countTransactions(ctx.knex, filter),
  };
}

/** One of the user's own transactions; anyone else's is "not found" (docs/contract.md#errors). */
export async function getTransaction(ctx: AppContext, userId: string, id: string): Promise<Transaction> {
  const row = await findOwnTransaction(ctx.knex, { id, userId });
  if (!row) throw new AppError('TRANSACTION_NOT_FOUND');
  return toTransaction(row);
}

/**
 * The proof image of a deposit. `scope` says who asks: a user reaches only their own
 * transactions; staff routes pass 'any'. Either way the bytes come with the type sniffed at upload.
 */
export async function loadTransactionProof(
  ctx: AppContext,
  id: string,
  scope: { userId: string } | 'any',
): Promise<StoredFile> {
  const row =
    scope === 'any'
      ? await findTransaction(ctx.knex, id)
      : await findOwnTransaction(ctx.knex, { id, userId: scope.userId });
  if (!row) throw new AppError('TRANSACTION_NOT_FOUND');
  const file = row.proof_file_id ? await ctx.storage.get(ctx.knex, row.proof_file_id) : null;
  if (!file) throw new AppError('PROOF_NOT_FOUND');
  return file;
}

/** The whole filtered history as CSV (see keysetCsv). */
export function exportTransactionsCsv(
  ctx: AppContext,
  userId: string,
  query: HistoryQuery,
): AsyncGenerator<string> {
  const filter: TransactionFilter = { userId, type: query.type, status: query.status };
  return keysetCsv(
    transactionCsvHeader,
    (page) => listTransactionPage(ctx.knex, filter, page),
    (row) => transactionCsvFields(toTransaction(row)),
  );
}
