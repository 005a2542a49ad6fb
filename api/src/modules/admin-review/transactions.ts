import { type AdminTransaction, type AdminTransactionPage, AppError } from '@tradesim/core';
import type { AppContext } from '../../context.js';
import { decodeCursor, encodeCursor } from '../wallet/cursor.js';
import {
  type AdminTransactionFilter,
  countAdminTransactions,
  findAdminTransaction,
  listAdminTransactionPage,
} from './repo.js';
import { toAdminTransaction } from './view.js';

export type AdminTransactionQuery = AdminTransactionFilter & { limit: number; cursor?: string | undefined };

/** Every user's transactions, newest first, filtered and searched, one keyset page at a time. */
export async function listAdminTransactions(
  ctx: AppContext,
  query: AdminTransactionQuery,
): Promise<AdminTransactionPage> {
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const filter: AdminTransactionFilter = {
    q: query.q,
    type: query.type,
    status: query.status,
    userId: query.userId,
  };
  // One row more than asked tells whether another page exists without a second query.
  const rows = await listAdminTransactionPage(ctx.knex, filter, { limit: query.limit + 1, after });
  const items = rows.slice(0, query.limit);
  const last = items.at(-1);
  return {
    items: items.map(toAdminTransaction),
    nextCursor: rows.length > query.limit && last ? encodeCursor({ at: last.cursor_at, id: last.id }) : null,
    total: await countAdminTransactions(ctx.knex, filter),
  };
}

export async function getAdminTransaction(ctx: AppContext, id: string): Promise<AdminTransaction> {
  const row = await findAdminTransaction(ctx.knex, id);
  if (!row) throw new AppError('TRANSACTION_NOT_FOUND');
  return toAdminTransaction(row);
}
