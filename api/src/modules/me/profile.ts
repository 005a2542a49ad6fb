import { AppError, fullName, type Profile } from '@tradesim/core';
import type { Db } from '../../context.js';
import { type ValuedPortfolio, valuePortfolio } from './portfolio.js';
import { findProfileRow, type ProfileRow } from './repo.js';

export type { ProfileRow } from './repo.js';

/** First and last name, or 'User' when the profile has none (docs/product/user-app.md#layout). */
export function displayNameOf(row: Pick<ProfileRow, 'first_name' | 'last_name'>): string {
  return fullName(row.first_name, row.last_name) || 'User';
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
