import { type AdminUser, type AdminUserDetails, AppError } from '@tradesim/core';
import type { Db } from '../../context.js';
import { type ValuedPortfolio, valuePortfolio, valuePortfolios } from '../me/portfolio.js';
import { toProfile } from '../me/profile.js';
import { type AdminUserRow, findUserRow } from './repo.js';

/** A row of the users table: the profile as the user sees it, plus ban status and last sign-in. */
export function toAdminUser(row: AdminUserRow, valued: ValuedPortfolio): AdminUser {
  return {
    ...toProfile(row, valued),
    isBanned: row.is_banned,
    lastLoginAt: row.last_login_at ? row.last_login_at.toISOString() : null,
  };
}

/** The View Details modal: adds the ban (reason, when, by whom) and the raw preferences. */
export function toAdminUserDetails(row: AdminUserRow, valued: ValuedPortfolio): AdminUserDetails {
  return {
    ...toAdminUser(row, valued),
    bannedReason: row.banned_reason,
    bannedAt: row.banned_at ? row.banned_at.toISOString() : null,
    bannedBy: row.banned_by,
    preferences: row.preferences ?? {},
  };
}

/** A page of users, each valued now as they see it themselves, with one statement for all. */
export async function toAdminUsers(db: Db, rows: readonly AdminUserRow[], now: Date): Promise<AdminUser[]> {
  const valued = await valuePortfolios(
    db,
    rows.map((row) => row.id),
    now,
  );
  return rows.map((row) => toAdminUser(row, valuedOf(valued.get(row.id), row.id)));
}

export async function detailsOf(db: Db, row: AdminUserRow, now: Date): Promise<AdminUserDetails> {
  return toAdminUserDetails(row, valuedOf(await valuePortfolio(db, row.id, now), row.id));
}

/** Every listed row is a profile that exists: a missing valuation is a bug, not a 404. */
function valuedOf(valued: ValuedPortfolio | undefined, userId: string): ValuedPortfolio {
  if (!valued) throw new Error(`no portfolio for user ${userId}`);
  return valued;
}

export async function loadUserDetails(db: Db, id: string, now: Date): Promise<AdminUserDetails> {
  const row = await findUserRow(db, id);
  if (!row) throw new AppError('USER_NOT_FOUND');
  return detailsOf(db, row, now);
}
