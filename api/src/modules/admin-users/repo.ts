import type { Knex } from 'knex';
import type { Db } from '../../context.js';
import { type ClientKey, clientKeyColumns } from '../../db/client-key.js';
import { type KeysetPage, newestFirst } from '../../db/cursor.js';
import { escapeLike } from '../market/repo.js';
import type { ProfileRow } from '../me/repo.js';
import { type TransactionRow, transactionColumns } from '../wallet/transaction-view.js';

/** A profile as the back office reads it: what the user sees plus ban, sign-in and preferences. */
export interface AdminUserRow extends ProfileRow {
  banned_at: Date | null;
  banned_by: string | null;
  last_login_at: Date | null;
  preferences: Record<string, unknown>;
}

const userColumns = [
  'id',
  'email',
  'first_name',
  'last_name',
  'avatar_url',
  'user_type',
  'mfa_enabled',
  'balance',
  'is_banned',
  'banned_reason',
  'banned_at',
  'banned_by',
  'last_login_at',
  'preferences',
  'created_at',
] as const;

export interface UserFilter {
  q?: string | undefined;
  status: 'all' | 'active' | 'banned';
}

export type ListedUserRow = AdminUserRow & { cursor_at: string };

/**
 * Customers only: staff are another kind of account, read and changed only through the staff
 * routes, so no customer action (a ban, a balance edit) can reach one (docs/contract.md).
 */
function customers(db: Db): Knex.QueryBuilder {
  return db('profiles').where('user_type', 'regular');
}

function applyFilter(query: Knex.QueryBuilder, filter: UserFilter): Knex.QueryBuilder {
  if (filter.q) {
    const pattern = `%${escapeLike(filter.q)}%`;
    query.where((match) =>
      match
        .whereILike('email', pattern)
        .orWhereILike('first_name', pattern)
        .orWhereILike('last_name', pattern),
    );
  }
  if (filter.status !== 'all') query.where('is_banned', filter.status === 'banned');
  return query;
}

/** One page, newest first, by keyset (created_at, id); profiles_created_at_idx serves it. */
export async function listUserPage(db: Db, filter: UserFilter, page: KeysetPage): Promise<ListedUserRow[]> {
  const query = applyFilter(customers(db), filter).select([...userColumns]);
  return newestFirst(db, query, page, 'profiles');
}

export async function countUsers(db: Db, filter: UserFilter): Promise<number> {
  const [row] = await applyFilter(customers(db), filter).count<{ count: number | string }[]>('* as count');
  return Number(row?.count ?? 0);
}

/** A customer's profile; undefined for an unknown id and for a staff member alike. */
export async function findUserRow(db: Db, id: string): Promise<AdminUserRow | undefined> {
  return customers(db).where('id', id).first(userColumns);
}

/**
 * The profile, locked for the rest of the transaction: its balance and ban cannot change
 * meanwhile. FOR NO KEY UPDATE, as in lockBalance (wallet/repo.ts), so it never deadlocks with
 * the KEY SHARE lock of a key claim referencing the same profile.
 */
export async function lockUserRow(db: Db, id: string): Promise<AdminUserRow | undefined> {
  return customers(db).where('id', id).forNoKeyUpdate().first(userColumns);
}

/** Bans only a user who is not banned yet; undefined when they already were. */
export async function setBan(
  db: Db,
  ban: { userId: string; reason: string; adminId: string; now: Date },
): Promise<AdminUserRow | undefined> {
  const [row] = await customers(db)
    .where({ id: ban.userId, is_banned: false })
    .update({
      is_banned: true,
      banned_reason: ban.reason,
      banned_at: ban.now,
      banned_by: ban.adminId,
      updated_at: ban.now,
    })
    .returning(userColumns);
  return row;
}

/** Lifts a ban and clears all its fields (docs/product/admin-console.md#states-and-transitions); undefined when the user was not banned. */
export async function clearBan(db: Db, userId: string, now: Date): Promise<AdminUserRow | undefined> {
  const [row] = await customers(db)
    .where({ id: userId, is_banned: true })
    .update({ is_banned: false, banned_reason: null, banned_at: null, banned_by: null, updated_at: now })
    .returning(userColumns);
  return row;
}

/** The completed row an admin balance edit is recorded as (docs/product/admin-console.md#calls-and-audit-actions). */
export async function insertAdjustmentTransaction(
  db: Db,
  tx: {
    userId: string;
    type: 'deposit' | 'withdrawal';
    amount: string;
    description: string;
    adminId: string;
    clientKey: ClientKey | null;
    now: Date;
  },
): Promise<TransactionRow> {
  const [row] = await db('transactions')
    .insert({
      user_id: tx.userId,
      type: tx.type,
      origin: 'admin',
      amount: tx.amount,
      fee: '0.00',
      net_amount: tx.amount,
      status: 'completed',
      description: tx.description,
      processed_by: tx.adminId,
      processed_at: tx.now,
      ...clientKeyColumns(tx.clientKey),
      created_at: tx.now,
      updated_at: tx.now,
    })
    .returning(transactionColumns);
  return row;
}
