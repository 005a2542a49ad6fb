import type { StaffRole } from '@tradesim/core';
import type { Db } from '../../context.js';

export interface CredentialRow {
  id: string;
  email: string;
  user_type: 'regular' | 'admin';
  /** Set when an owner disabled this staff account: it cannot sign in. */
  staff_disabled_at: Date | null;
  is_banned: boolean;
  banned_reason: string | null;
  password_hash: string;
}

const credentialColumns = [
  'p.id',
  'p.email',
  'p.user_type',
  'p.staff_disabled_at',
  'p.is_banned',
  'p.banned_reason',
  'c.password_hash',
];

export async function findCredentialsByEmail(db: Db, email: string): Promise<CredentialRow | undefined> {
  return db('profiles as p')
    .join('credentials as c', 'c.user_id', 'p.id')
    .where('p.email', email)
    .first(credentialColumns);
}

export async function findCredentialsById(db: Db, userId: string): Promise<CredentialRow | undefined> {
  return db('profiles as p')
    .join('credentials as c', 'c.user_id', 'p.id')
    .where('p.id', userId)
    .first(credentialColumns);
}

export async function insertUser(
  db: Db,
  user: {
    email: string;
    firstName: string | null;
    lastName: string | null;
    passwordHash: string;
    /** An admin has a staff role (docs/contract.md#staff-roles-second-factor-and-dual-control); a regular user none. */
    account: { userType: 'regular' } | { userType: 'admin'; staffRole: StaffRole };
    now: Date;
  },
): Promise<string> {
  const [row] = await db('profiles')
    .insert({
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
      user_type: user.account.userType,
      staff_role: user.account.userType === 'admin' ? user.account.staffRole : null,
      created_at: user.now,
      updated_at: user.now,
    })
    .returning('id');
  await db('credentials').insert({
    user_id: row.id,
    password_hash: user.passwordHash,
    created_at: user.now,
    updated_at: user.now,
  });
  return row.id;
}

export async function updatePasswordHash(
  db: Db,
  userId: string,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db('credentials').where('user_id', userId).update({ password_hash: passwordHash, updated_at: now });
}

export async function recordLogin(db: Db, userId: string, now: Date): Promise<void> {
  await db('profiles').where('id', userId).update({ last_login_at: now });
}

export async function insertResetToken(
  db: Db,
  input: { userId: string; tokenHash: string; now: Date; expiresAt: Date },
) {
  await db('password_reset_tokens').insert({
    token_hash: input.tokenHash,
    user_id: input.userId,
    created_at: input.now,
    expires_at: input.expiresAt,
  });
}

/** The account an unused, unexpired reset token is for, read without using the token. */
export async function findResetTokenAccount(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<Pick<CredentialRow, 'email' | 'user_type'> | undefined> {
  return db('password_reset_tokens as t')
    .join('profiles as p', 'p.id', 't.user_id')
    .where('t.token_hash', tokenHash)
    .whereNull('t.used_at')
    .andWhere('t.expires_at', '>', now)
    .first('p.email', 'p.user_type');
}

/** Uses a reset token: only an unused, unexpired one, and only once however many requests race. */
export async function consumeResetToken(db: Db, tokenHash: string, now: Date): Promise<string | null> {
  const [row] = await db('password_reset_tokens')
    .where('token_hash', tokenHash)
    .whereNull('used_at')
    .andWhere('expires_at', '>', now)
    .update({ used_at: now })
    .returning('user_id');
  return row?.user_id ?? null;
}

/** A new password makes every other outstanding link useless. */
export async function expireResetTokens(db: Db, userId: string, now: Date): Promise<void> {
  await db('password_reset_tokens').where('user_id', userId).whereNull('used_at').update({ used_at: now });
}

/** Where someone signed in: the user app or the staff console. */
export type SignInSurface = 'app' | 'console';

/** How a sign-in to a known account ended (the CHECK of sign_in_events). */
export type SignInOutcome =
  | 'signed_in'
  | 'wrong_password'
  | 'wrong_code'
  | 'too_many_codes'
  | 'banned'
  | 'not_staff'
  | 'staff_disabled';

/** One row of `sign_in_events` (migration 0018). */
export interface NewSignInEvent {
  user_id: string;
  surface: SignInSurface;
  outcome: SignInOutcome;
  ip_address: string | null;
  user_agent: string | null;
  created_at: Date;
}

export async function insertSignInEvent(db: Db, row: NewSignInEvent): Promise<void> {
  await db('sign_in_events').insert(row);
}

/** Whether any admin account exists (the first start creates one when none does). */
export async function hasAnyAdmin(db: Db): Promise<boolean> {
  return (await db('profiles').where('user_type', 'admin').first('id')) !== undefined;
}

/** Whether an account already has this (lower-cased) email. */
export async function isEmailTaken(db: Db, email: string): Promise<boolean> {
  return (await db('profiles').where('email', email).first('id')) !== undefined;
}

/** Deletes reset tokens that expired before `before` (the clean-up job); answers how many. */
export async function deleteExpiredResetTokens(db: Db, before: Date): Promise<number> {
  return db('password_reset_tokens').where('expires_at', '<', before).delete();
}
