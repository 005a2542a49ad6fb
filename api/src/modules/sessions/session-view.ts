import type { Database } from '../../db/connect.js';
import type { OutboxEvent } from '../../realtime/outbox-repo.js';
import { endedSessionOf } from '../../realtime/session-events.js';
import { type AuthSessionRow, findAdminSessionByHash, findAuthSessionPrepared } from './repo.js';

/**
 * The sessions behind recent requests, held in memory so that a signed-in request does not read
 * `sessions` and `profiles` each time: user sessions by id (from the access token), admin
 * sessions by the hash of their token. Only live sessions of accounts in good standing are
 * kept. An ending (sign-out, revocation, ban, password change) is an event published in the
 * transaction that ends it: this process forgets the session at its commit, before it handles
 * another request, and every other instance when its outbox tail reads the event, well within
 * the second the contract allows. A kept copy is read again after `maxAgeMs` whatever happens,
 * and whenever it has expired by the request's clock (a refresh may have extended it).
 */
export interface SessionView {
  /** The session as of `now`: a kept copy that has expired by then is read again. */
  find(sessionId: string, now: Date): Promise<AuthSessionRow | undefined>;
  findAdmin(tokenHash: string, now: Date): Promise<AuthSessionRow | undefined>;
  /**
   * The request's touch moved `last_used_at` (sessions/repo.ts touchSession), of the session
   * found by `find(sessionId)` or `findAdmin(tokenHash)`.
   */
  touched(lookup: { sessionId: string } | { tokenHash: string }, at: Date): void;
  hear(events: readonly OutboxEvent[]): void;
}

interface Kept {
  row: AuthSessionRow;
  keptAt: number;
}

export function createSessionView(
  db: Database,
  options: { maxAgeMs?: number; maxSessions?: number; now?: () => number } = {},
): SessionView {
  const maxAgeMs = options.maxAgeMs ?? 30_000;
  const maxSessions = options.maxSessions ?? 100_000;
  const now = options.now ?? (() => performance.now());
  const users = new Map<string, Kept>();
  const admins = new Map<string, Kept>();
  // Moves on every ending heard: a read that started before an ending may have seen the session
  // live, so what it read is not kept.
  let endings = 0;

  async function lookup(
    kept: Map<string, Kept>,
    key: string,
    read: () => Promise<AuthSessionRow | undefined>,
    at: Date,
  ): Promise<AuthSessionRow | undefined> {
    const entry = kept.get(key);
    // A copy that looks expired is read again: a refresh may have extended the session since.
    const fresh = entry && now() - entry.keptAt < maxAgeMs && entry.row.expires_at > at;
    if (fresh) return entry.row;
    const endingsBefore = endings;
    const row = await read();
    kept.delete(key);
    if (row && row.revoked_at === null && !row.is_banned && endingsBefore === endings) {
      // Oldest first: a Map iterates in insertion order.
      if (kept.size >= maxSessions) kept.delete(kept.keys().next().value ?? '');
      kept.set(key, { row, keptAt: now() });
    }
    return row;
  }

  return {
    find: (sessionId, at) => lookup(users, sessionId, () => findAuthSessionPrepared(db, sessionId), at),
    findAdmin: (tokenHash, at) =>
      lookup(admins, tokenHash, () => findAdminSessionByHash(db.knex, tokenHash), at),
    touched(lookup, at) {
      const entry = 'sessionId' in lookup ? users.get(lookup.sessionId) : admins.get(lookup.tokenHash);
      if (entry) entry.row = { ...entry.row, last_used_at: at };
    },
    hear(events) {
      for (const event of events) {
        const ended = endedSessionOf(event)?.sessionId;
        if (ended === undefined) continue;
        endings += 1;
        users.delete(ended);
        // Few admin sessions: found by their id among them.
        for (const [hash, entry] of admins) if (entry.row.id === ended) admins.delete(hash);
      }
    },
  };
}
