import { AppError, type StaffArea, staffMay } from '@tradesim/core';
import type { AppContext } from '../context.js';
import type { AdminAuth, UserAuth } from '../http/authenticate.js';
import { listLiveSessionExpiries } from '../modules/sessions/repo.js';
import { isOwnTicket } from '../modules/support/repo.js';
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
    const owns = await isOwnTicket(ctx.knex, {
      ticketId: topic.slice('support.'.length),
      userId: auth.userId,
    });
    if (!owns) throw new AppError('TICKET_NOT_FOUND');
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
  const live = await listLiveSessionExpiries(ctx.knex, sessionIds, ctx.clock.now());
  return new Map(live.map((row) => [row.id, row.expires_at.getTime()]));
}
