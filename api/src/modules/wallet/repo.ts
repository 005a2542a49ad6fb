import { type Decimal, type TransactionListQuery, toDecimal } from '@tradesim/core';
import type { Knex } from 'knex';
import type { Db } from '../../context.js';
import { type ClientKey, clientKeyColumns } from '../../db/client-key.js';
import { type KeysetPage, newestFirst } from '../../db/cursor.js';
import { type TransactionRow, transactionColumns } from './transaction-view.js';

/** A deposit or withdrawal as the user asks for it; always created pending. */
export interface NewTransaction {
  userId: string;
  type: 'deposit' | 'withdrawal';
  amount: Decimal;
  fee: Decimal;
  netAmount: Decimal;
  description: string;
  transactionHash?: string | null;
  walletAddress?: string | null;
  proofFileId?: string | null;
  /** The request's Idempotency-Key, stamped on the row (unique per owner). */
  clientKey?: ClientKey | null;
  now: Date;
}

export interface TransactionFilter {
  userId: string;
  type: NonNullable<TransactionListQuery['type']>;
  status?: string | undefined;
}

/** A listed row plus its exact creation time, for the next page's cursor. */
export type ListedTransactionRow = TransactionRow & { cursor_at: string };

/**
 * Locks the user's profile row for the rest of the transaction and reads the balance: every
 * balance rule checked after this sees the balance no other request can change meanwhile.
 * FOR NO KEY UPDATE, not FOR UPDATE: the balance is not a key, and the stronger lock would
 * conflict with the KEY SHARE lock that inserting a row referencing the profile takes (the
 * request's own Idempotency-Key claim), so two requests that had both claimed their keys would
 * each wait to upgrade past the other's share: a deadlock (found by the crash drill). One
 * balance: several are locked together in the lock order (docs/money.md#lock-order).
 */
export async function lockBalance(db: Db, userId: string): Promise<Decimal | null> {
  const row = await db('profiles').where('id', userId).forNoKeyUpdate().first('balance');
  return row ? toDecimal(row.balance) : null;
}

export async function insertTransaction(db: Db, tx: NewTransaction): Promise<TransactionRow> {
  const [row] = await db('transactions')
    .insert({
      user_id: tx.userId,
      type: tx.type,
      origin: 'user',
      amount: tx.amount.toFixed(2),
      fee: tx.fee.toFixed(2),
      net_amount: tx.netAmount.toFixed(2),
      status: 'pending',
      description: tx.description,
      transaction_hash: tx.transactionHash ?? null,
      wallet_address: tx.walletAddress ?? null,
      proof_file_id: tx.proofFileId ?? null,
      ...clientKeyColumns(tx.clientKey),
      created_at: tx.now,
      updated_at: tx.now,
    })
    .returning(transactionColumns);
  return row;
}

/** One transaction, only if it is the user's own (another user's id reads as missing). */
export async function findOwnTransaction(
  db: Db,
  where: { id: string; userId: string },
): Promise<TransactionRow | undefined> {
  return db('transactions').where({ id: where.id, user_id: where.userId }).first(transactionColumns);
}

/** Any user's transaction, for staff-side readers such as the proof loader. */
export async function findTransaction(db: Db, id: string): Promise<TransactionRow | undefined> {
  return db('transactions').where('id', id).first(transactionColumns);
}

/** Like findOwnTransaction, locking the row so its status cannot change under the caller. */
export async function lockOwnTransaction(
  db: Db,
  where: { id: string; userId: string },
): Promise<TransactionRow | undefined> {
  return db('transactions')
    .where({ id: where.id, user_id: where.userId })
    .forUpdate()
    .first(transactionColumns);
}

/**
 * Moves a pending transaction to a final status. Conditional on `pending`, so of two requests
 * racing to close the same row exactly one changes it; the other gets undefined.
 */
export async function closePendingTransaction(
  db: Db,
  change: { id: string; status: TransactionRow['status']; now: Date },
): Promise<TransactionRow | undefined> {
  const [row] = await db('transactions')
    .where({ id: change.id, status: 'pending' })
    .update({ status: change.status, processed_at: change.now, updated_at: change.now })
    .returning(transactionColumns);
  return row;
}

function applyFilter(query: Knex.QueryBuilder, filter: TransactionFilter): Knex.QueryBuilder {
  query.where('user_id', filter.userId);
  if (filter.type !== 'all') query.where('type', filter.type);
  if (filter.status) query.where('status', filter.status);
  return query;
}

/**
 * One page, newest first, by keyset (created_at, id): stable while new rows arrive and as cheap
 * on the last page as on the first (transactions_user_idx serves it).
 */
export async function listTransactionPage(
  db: Db,
  filter: TransactionFilter,
  page: KeysetPage,
): Promise<ListedTransactionRow[]> {
  const query = applyFilter(db('transactions'), filter).select([...transactionColumns]);
  return newestFirst(db, query, page, 'transactions');
}

export async function countTransactions(db: Db, filter: TransactionFilter): Promise<number> {
  const [row] = await applyFilter(db('transactions'), filter).count<{ count: number | string }[]>(
    '* as count',
  );
  return Number(row?.count ?? 0);
}
