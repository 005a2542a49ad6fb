import type { TransactionStatus, TransactionType } from '@tradesim/core';
import type { Knex } from 'knex';
import type { Db } from '../../context.js';
import { type KeysetPage, newestFirst } from '../../db/cursor.js';
import { escapeLike } from '../market/repo.js';
import { type TransactionRow, transactionColumns } from '../wallet/transaction-view.js';

/** A transaction joined with its owner, as the review screen shows it (docs/product/admin-console.md#records). */
export interface AdminTransactionRow extends TransactionRow {
  processed_by: string | null;
  /** The reviewer's email: who acted first, for a reviewer who lost the race. */
  processed_by_email: string | null;
  user_email: string;
  user_first_name: string | null;
  user_last_name: string | null;
  /** The dual-control request it waits on, if a second staff member must approve it. */
  pending_approval_id: string | null;
  /** Pending and at or above the four-eyes threshold (approving asks a second staff member). */
  needs_second_approval: boolean;
}

export type ListedAdminTransactionRow = AdminTransactionRow & { cursor_at: string };

export interface AdminTransactionFilter {
  q?: string | undefined;
  type?: string | undefined;
  status?: string | undefined;
  userId?: string | undefined;
  /** Created at or after (inclusive). */
  from?: string | undefined;
  /** Created before (exclusive). */
  to?: string | undefined;
}

/** What a review decides on, read under the row's lock. */
export interface LockedTransaction {
  id: string;
  user_id: string;
  type: TransactionType;
  status: TransactionStatus;
  amount: string;
  fee: string;
}

const joinedColumnNames = [
  ...transactionColumns.map((column) => `t.${column}`),
  't.processed_by',
  'r.email as processed_by_email',
  'p.email as user_email',
  'p.first_name as user_first_name',
  'p.last_name as user_last_name',
];

function joinedColumns(db: Db) {
  return [
    ...joinedColumnNames,
    // The partial unique index approvals_pending_transaction_idx answers this per row.
    db.raw(
      "(SELECT a.id FROM approvals a WHERE a.transaction_id = t.id AND a.status = 'pending') AS pending_approval_id",
    ),
    db.raw(`(t.status = 'pending' AND t.type IN ('deposit', 'withdrawal') AND coalesce(
       t.amount >= (SELECT s.four_eyes_threshold FROM trading_settings s WHERE s.id = 1), false))
       AS needs_second_approval`),
  ];
}

function joined(db: Db): Knex.QueryBuilder {
  return db('transactions as t')
    .join('profiles as p', 'p.id', 't.user_id')
    .leftJoin('profiles as r', 'r.id', 't.processed_by');
}

function applyFilter(query: Knex.QueryBuilder, filter: AdminTransactionFilter): Knex.QueryBuilder {
  if (filter.q) {
    const pattern = `%${escapeLike(filter.q)}%`;
    query.where((match) =>
      match.whereILike('t.description', pattern).orWhereILike('t.transaction_hash', pattern),
    );
  }
  if (filter.type) query.where('t.type', filter.type);
  if (filter.status) query.where('t.status', filter.status);
  if (filter.userId) query.where('t.user_id', filter.userId);
  if (filter.from) query.where('t.created_at', '>=', new Date(filter.from));
  if (filter.to) query.where('t.created_at', '<', new Date(filter.to));
  return query;
}

/** One page, newest first, by keyset (created_at, id), which transactions_list_idx serves. */
export async function listAdminTransactionPage(
  db: Db,
  filter: AdminTransactionFilter,
  page: KeysetPage,
): Promise<ListedAdminTransactionRow[]> {
  const query = applyFilter(joined(db), filter).select(joinedColumns(db));
  return newestFirst(db, query, page, 't');
}

export async function countAdminTransactions(db: Db, filter: AdminTransactionFilter): Promise<number> {
  const [row] = await applyFilter(joined(db), filter).count<{ count: number | string }[]>('* as count');
  return Number(row?.count ?? 0);
}

export async function findAdminTransaction(db: Db, id: string): Promise<AdminTransactionRow | undefined> {
  return joined(db).where('t.id', id).first(joinedColumns(db));
}

/**
 * Locks the transaction for the rest of the review: a concurrent approve, reject or the owner's
 * cancel waits here, then reads the status the winner left.
 */
export async function lockTransactionForReview(db: Db, id: string): Promise<LockedTransaction | undefined> {
  return db('transactions')
    .where('id', id)
    .forUpdate()
    .first('id', 'user_id', 'type', 'status', 'amount', 'fee');
}

/**
 * Records the decision. Conditional on `pending` although the row is locked: of two reviews of
 * the same row exactly one changes it, and the other gets undefined.
 */
export async function closeReviewedTransaction(
  db: Db,
  review: {
    id: string;
    status: TransactionStatus;
    notes: string | null;
    adminId: string;
    now: Date;
    /** A paid-out withdrawal's TRON transaction id. */
    payoutTxHash?: string | null;
  },
): Promise<{ id: string; user_id: string; type: TransactionType; status: TransactionStatus } | undefined> {
  const [row] = await db('transactions')
    .where({ id: review.id, status: 'pending' })
    .update({
      status: review.status,
      admin_notes: review.notes,
      ...(review.payoutTxHash ? { transaction_hash: review.payoutTxHash } : {}),
      processed_by: review.adminId,
      processed_at: review.now,
      updated_at: review.now,
    })
    .returning(['id', 'user_id', 'type', 'status']);
  return row;
}

/** Whether this user was paid out to this address before (a completed withdrawal other than this one). */
export async function wasPaidOutTo(
  db: Db,
  payout: { userId: string; walletAddress: string; exceptId: string },
): Promise<boolean> {
  const row = await db('transactions')
    .where({
      user_id: payout.userId,
      type: 'withdrawal',
      status: 'completed',
      wallet_address: payout.walletAddress,
    })
    .whereNot('id', payout.exceptId)
    .first('id');
  return row !== undefined;
}
