import { AppError, type Profile, type StaffRole } from '@tradesim/core';
import type { Db } from '../../context.js';
import { type ValuedPortfolio, valuePortfolio } from './portfolio.js';

export interface ProfileRow {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  avatar_url: string | null;
  user_type: 'regular' | 'admin';
  staff_role: StaffRole | null;
  mfa_enabled: boolean;
  balance: string;
  is_banned: boolean;
  banned_reason: string | null;
  created_at: Date;
}

export async function findProfileRow(db: Db, userId: string): Promise<ProfileRow | undefined> {
  return db('profiles').where('id', userId).first();
}

/** Writes the names the user changed (undefined: left as it is); nothing when neither changed. */
export async function updateProfileNames(
  db: Db,
  userId: string,
  names: { firstName?: string | null; lastName?: string | null },
  now: Date,
): Promise<void> {
  const update: { first_name?: string | null; last_name?: string | null } = {};
  if (names.firstName !== undefined) update.first_name = names.firstName;
  if (names.lastName !== undefined) update.last_name = names.lastName;
  if (Object.keys(update).length === 0) return;
  await db('profiles')
    .where('id', userId)
    .update({ ...update, updated_at: now });
}

/** First and last name, or 'User' when the profile has none (docs/product/user-app.md#layout). */
export function displayNameOf(row: Pick<ProfileRow, 'first_name' | 'last_name'>): string {
  return [row.first_name, row.last_name].filter(Boolean).join(' ').trim() || 'User';
}

/**
 * The profile with its portfolio. The balance shown is the one the portfolio was valued with
 * (the same snapshot), so net worth is always the balance plus the open investments' value.
 */
export function toProfile(row: ProfileRow, valued: ValuedPortfolio): Profile {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    displayName: displayNameOf(row),
    avatarUrl: row.avatar_url,
    userType: row.user_type,
    mfaEnabled: row.mfa_enabled,
    balance: valued.balance,
    portfolio: valued.portfolio,
    createdAt: row.created_at.toISOString(),
  };
}

export async function loadProfile(db: Db, userId: string, now: Date): Promise<Profile> {
  const row = await findProfileRow(db, userId);
  const valued = row && (await valuePortfolio(db, userId, now));
  if (!row || !valued) throw new AppError('USER_NOT_FOUND');
  return toProfile(row, valued);
}
