import type { StaffRole } from '@tradesim/core';
import type { Db } from '../../context.js';

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

/** The profile row itself (names, role, balance, ban), or undefined when the user is gone. */
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
