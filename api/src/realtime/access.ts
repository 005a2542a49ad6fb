import { AppError, type StaffArea, staffMay } from '@tradesim/core';
import type { AppContext } from '../context.js';
import type { AdminAuth, UserAuth } from '../http/authenticate.js';
import { userTopic } from './publish.js';

export type SocketAuth = UserAuth | AdminAuth;

/** The staff area each admin topic belongs to: a role hears what it may read over HTTP. */
const adminTopicAreas: Record<string, StaffArea> = {
  'admin.transactions': 'transactions',
  'admin.support': 'support',
  'admin.jobs': 'catalogue',
  'admin.approvals': 'approvals',
};

/**
 * Who may hear a topic (docs/contract.md#realtime) and the internal key it is delivered under: `me`
 * becomes the user's own `me:<id>`, so another user's events can never be routed to them.
 */
export async function resolveTopic(ctx: AppContext, auth: SocketAuth, topic: string): Promise<string> {
  if (topic === 'assets') return topic;
  if (topic === 'me') {
    if (auth.kind !== 'user') throw new AppError('FORBIDDEN', 'The me topic is for users');
    return userTopic(auth.userId);
  }
  if (topic.startsWith('admin.')) {
    if (auth.kind !== 'admin') throw new AppError('ADMIN_REQUIRED');
    const area = adminTopicAreas[topic];
    if (!area || !staffMay(auth.role, area, 'read')) throw new AppError('ROLE_FORBIDDEN');
    return topic;
  }
  if (topic.startsWith('support.')) {
    if (auth.kind === 'admin') {
      if (!staffMay(auth.role, 'support', 'read')) throw new AppError('ROLE_FORBIDDEN');
      return topic;
    }
    const ticket = await ctx
      .knex('support_tickets')
      .where({ id: topic.slice('support.'.length), user_id: auth.userId })
      .first('id');
    if (!ticket) throw new AppError('TICKET_NOT_FOUND');
    return topic;
  }
  throw new AppError('VALIDATION_FAILED', 'Unknown topic');
}

/** The topic name a client sees for an internal one. */
export function clientTopic(internal: string): string {
  return internal.startsWith('me:') ? 'me' : internal;
}

/**
 * The sessions among these that are still live (not revoked, not expired, account not banned),
 * each with when it expires (ms, by the API clock); a session missing from the answer has ended.
 */
export async function readLiveSessions(
  ctx: AppContext,
  sessionIds: readonly string[],
): Promise<Map<string, number>> {
  if (sessionIds.length === 0) return new Map();
  const live: { id: string; expires_at: Date }[] = await ctx
    .knex('sessions as s')
    .join('profiles as p', 'p.id', 's.user_id')
    .whereIn('s.id', sessionIds)
    .whereNull('s.revoked_at')
    .where('s.expires_at', '>', ctx.clock.now())
    .where('p.is_banned', false)
    .select('s.id', 's.expires_at');
  return new Map(live.map((row) => [row.id, row.expires_at.getTime()]));
}
