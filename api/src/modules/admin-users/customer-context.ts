import { type ApprovalContext, formatMoney, fullName } from '@tradesim/core';
import type { Db } from '../../context.js';
import { findUserRow } from './repo.js';

/**
 * The customer whose money a dual-control request moves, as its approver sees them, read now
 * (the approver decides on today's balance): who, since when, last sign-in, and the balance
 * before and after when the change moves it (`change`). A staff id is no customer: nothing.
 */
export async function customerContext(
  db: Db,
  userId: string | null,
  change?: (balance: string) => string,
): Promise<ApprovalContext> {
  const row = userId ? await findUserRow(db, userId) : undefined;
  if (!row) return {};
  const balance = formatMoney(row.balance);
  const user = {
    id: row.id,
    email: row.email,
    name: fullName(row.first_name, row.last_name) || row.email,
    balance,
    joinedAt: row.created_at.toISOString(),
    lastSignInAt: row.last_login_at?.toISOString() ?? null,
  };
  if (!change) return { user };
  return { user, before: { balance }, after: { balance: change(balance) } };
}
