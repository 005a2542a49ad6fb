import { type ApprovalContext, formatMoney } from '@tradesim/core';
import type { Db } from '../../context.js';
import { type CustomerFactsRow, findCustomerFacts } from './facts-repo.js';

/** A person's name as an approver reads it: first and last, or the email when they gave none. */
export function nameOf(row: { first_name: string | null; last_name: string | null; email: string }): string {
  return [row.first_name, row.last_name].filter(Boolean).join(' ') || row.email;
}

function customerOf(row: CustomerFactsRow): NonNullable<ApprovalContext['user']> {
  return {
    id: row.id,
    email: row.email,
    name: nameOf(row),
    balance: formatMoney(row.balance),
    joinedAt: row.created_at.toISOString(),
    lastSignInAt: row.last_login_at?.toISOString() ?? null,
  };
}

/**
 * The customer whose money a request moves, read now (the approver decides on today's balance),
 * with the balance before and after when the change moves it (`change`, signed).
 */
export async function customerContext(
  db: Db,
  userId: string | null,
  change?: (balance: string) => string,
): Promise<ApprovalContext> {
  const row = userId ? await findCustomerFacts(db, userId) : undefined;
  if (!row) return {};
  const user = customerOf(row);
  if (!change) return { user };
  return { user, before: { balance: user.balance }, after: { balance: change(user.balance) } };
}
