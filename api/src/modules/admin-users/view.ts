import { type AdminUser, type AdminUserDetails, AppError } from '@tradesim/core';
import type { Db } from '../../context.js';
import { portfolioOf, toPortfolio, toProfile } from '../me/profile.js';
import { type AdminUserRow, findUserRow, listActiveInvestmentStatesOf } from './repo.js';

/** A row of the users table: the profile as the user sees it, plus ban status and last sign-in. */
export function toAdminUser(row: AdminUserRow, portfolio: AdminUser['portfolio']): AdminUser {
  return {
    ...toProfile(row, portfolio),
    isBanned: row.is_banned,
    lastLoginAt: row.last_login_at ? row.last_login_at.toISOString() : null,
  };
}

/** The View Details modal: adds the ban (reason, when, by whom) and the raw preferences. */
export function toAdminUserDetails(row: AdminUserRow, portfolio: AdminUser['portfolio']): AdminUserDetails {
  return {
    ...toAdminUser(row, portfolio),
    bannedReason: row.banned_reason,
    bannedAt: row.banned_at ? row.banned_at.toISOString() : null,
    bannedBy: row.banned_by,
    preferences: row.preferences ?? {},
  };
}

/** A page of users, each valued now, with one query for all their open investments. */
export async function toAdminUsers(db: Db, rows: readonly AdminUserRow[], now: Date): Promise<AdminUser[]> {
  const open = await listActiveInvestmentStatesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toAdminUser(row, toPortfolio(open.get(row.id) ?? [], now)));
}

export async function detailsOf(db: Db, row: AdminUserRow, now: Date): Promise<AdminUserDetails> {
  return toAdminUserDetails(row, await portfolioOf(db, row.id, now));
}

export async function loadUserDetails(db: Db, id: string, now: Date): Promise<AdminUserDetails> {
  const row = await findUserRow(db, id);
  if (!row) throw new AppError('USER_NOT_FOUND');
  return detailsOf(db, row, now);
}
