import { type AdminTransaction, type AdminTransactionPage, AppError } from '@tradesim/core';
import type { AppContext } from '../../context.js';
import { decodeCursor, pageOf } from '../../db/cursor.js';
import { keysetCsv } from '../../http/csv.js';
import { adminTransactionCsvFields, adminTransactionCsvHeader } from './csv.js';
import {
  type AdminTransactionFilter,
  countAdminTransactions,
  findAdminTransaction,
  listAdminTransactionPage,
} from './repo.js';
import { toAdminTransaction } from './view.js';

export type AdminTransactionQuery = AdminTransactionFilter & { limit: number; cursor?: string | undefined };

function filterOf(query: AdminTransactionFilter): AdminTransactionFilter {
  const { q, type, status, userId, from, to } = query;
  return { q, type, status, userId, from, to };
}

/** Every user's transactions, newest first, filtered and searched, one keyset page at a time. */
export async function listAdminTransactions(
  ctx: AppContext,
  query: AdminTransactionQuery,
): Promise<AdminTransactionPage> {
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const filter = filterOf(query);
  const rows = await listAdminTransactionPage(ctx.knex, filter, { limit: query.limit + 1, after });
  const { items, nextCursor } = pageOf(rows, query.limit);
  return {
    items: items.map(toAdminTransaction),
    nextCursor,
    total: await countAdminTransactions(ctx.knex, filter),
  };
}

export async function getAdminTransaction(ctx: AppContext, id: string): Promise<AdminTransaction> {
  const row = await findAdminTransaction(ctx.knex, id);
  if (!row) throw new AppError('TRANSACTION_NOT_FOUND');
  return toAdminTransaction(row);
}

/** The whole filtered list as CSV, newest first (see keysetCsv). */
export function exportAdminTransactionsCsv(
  ctx: AppContext,
  query: AdminTransactionFilter,
): AsyncGenerator<string> {
  const filter = filterOf(query);
  return keysetCsv(
    adminTransactionCsvHeader,
    (page) => listAdminTransactionPage(ctx.knex, filter, page),
    (row) => adminTransactionCsvFields(toAdminTransaction(row)),
  );
}
