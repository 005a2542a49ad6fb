import { AppError, type StaffArea, staffMay } from '@tradesim/core';
import type { AppContext, Db } from '../context.js';
import type { AdminAuth, Authenticator, UserAuth } from '../http/authenticate.js';
import { userTopic } from './publish.js';

export type SocketAuth = UserAuth | AdminAuth;

/**
 * What the hub asks of the modules: who a token belongs to, which sessions are still live and
 * who owns a support ticket. They read the modules' tables, so the wiring (server.ts) hands the
 * modules' own functions in (HubOptions): realtime imports no module.
 */
export interface RealtimeAccess {
  /** The same checks as every HTTP request's (modules/auth/authenticate.ts). */
  authenticator: Authenticator;
  /**
   * The sessions among these that are live (not revoked, not expired by `now`, account not
   * banned), each with its expiry (modules/sessions/repo.ts).
   */
  listLiveSessionExpiries(
    db: Db,
    sessionIds: readonly string[],
    now: Date,
  ): Promise<{ id: string; expires_at: Date }[]>;
  /** Whether the ticket of a `support.<id>` topic is the user's (modules/support/repo.ts). */
  isOwnTicket(db: Db, who: { ticketId: string; userId: string }): Promise<boolean>;
}

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
export async function resolveTopic(
  ctx: AppContext,
  access: RealtimeAccess,
  auth: SocketAuth,
  topic: string,
): Promise<string> {
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
    const owns = await access.isOwnTicket(ctx.knex, {
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
  access: RealtimeAccess,
  sessionIds: readonly string[],
): Promise<Map<string, number>> {
  if (sessionIds.length === 0) return new Map();
  const live = await access.listLiveSessionExpiries(ctx.knex, sessionIds, ctx.clock.now());
  return new Map(live.map((row) => [row.id, row.expires_at.getTime()]));
}
