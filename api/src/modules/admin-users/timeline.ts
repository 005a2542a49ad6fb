import { AppError, formatMoney, type UserTimelineEvent, type UserTimelinePage } from '@tradesim/core';
import type { AppContext } from '../../context.js';
import { decodeCursor, pageOf } from '../../db/cursor.js';
import { findUserRow } from './repo.js';
import { readTimelineSources, type TimelineRow } from './timeline-repo.js';

/** Newest first by (time, id), the order of every source's keyset. */
function newerFirst(a: TimelineRow, b: TimelineRow): number {
  if (a.cursor_at !== b.cursor_at) return a.cursor_at < b.cursor_at ? 1 : -1;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

const moneyKinds = {
  deposit: { kind: 'deposit', direction: 'in' },
  withdrawal: { kind: 'withdrawal', direction: 'out' },
  buy: { kind: 'investment', direction: 'out' },
  sell: { kind: 'sale', direction: 'in' },
  transfer: { kind: 'transfer', direction: null },
} as const;

function toEvent(row: TimelineRow): UserTimelineEvent {
  const base = {
    id: row.id,
    at: row.created_at.toISOString(),
    status: row.status,
    amount: null,
    direction: null,
    detail: row.detail,
    ipAddress: row.ip_address,
    userAgent: row.user_agent,
    surface: row.surface,
  };
  switch (row.source) {
    case 'transaction': {
      const money = moneyKinds[row.type as keyof typeof moneyKinds] ?? moneyKinds.transfer;
      // A staff adjustment is written as a deposit or withdrawal row made by an admin.
      const kind = row.origin === 'admin' ? 'adjustment' : money.kind;
      return {
        ...base,
        kind,
        amount: row.amount ? formatMoney(row.amount) : null,
        direction: money.direction,
      };
    }
    case 'sign_in':
      return { ...base, kind: row.status === 'signed_in' ? 'sign_in' : 'sign_in_failed' };
    case 'ticket':
      return { ...base, kind: 'ticket' };
    case 'ban':
      return { ...base, kind: row.type === 'BAN_USER' ? 'ban' : 'unban' };
  }
}

/**
 * A user's history for staff, newest first: money, investments, sign-ins (failed ones too, with
 * IP and device), tickets and bans, one keyset page at a time across all of them.
 */
export async function getUserTimeline(
  ctx: AppContext,
  userId: string,
  query: { limit: number; cursor?: string | undefined },
): Promise<UserTimelinePage> {
  if (!(await findUserRow(ctx.knex, userId))) throw new AppError('USER_NOT_FOUND');
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const rows = await readTimelineSources(ctx.knex, userId, { limit: query.limit + 1, after });
  const { items, nextCursor } = pageOf(rows.sort(newerFirst), query.limit);
  return { items: items.map(toEvent), nextCursor };
}
