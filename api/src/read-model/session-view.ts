import type { Database } from '../db/connect.js';
import { type AuthSessionRow, findAuthSessionPrepared } from '../modules/sessions/repo.js';
import type { OutboxEvent } from '../realtime/outbox-read.js';
import { endedSessionOf } from '../realtime/session-events.js';

/**
 * The sessions behind recent requests, held in memory so that a signed-in request does not read
 * `sessions` and `profiles` each time. Only live sessions of accounts in good standing are
 * kept. An ending (sign-out, revocation, ban, password change) is an event published in the
 * transaction that ends it: this process forgets the session at its commit, before it handles
 * another request, and every other instance when its outbox tail reads the event, well within
 * the second the contract allows. A kept copy is read again after `maxAgeMs` whatever happens,
 * and whenever it looks expired (a refresh may have extended it).
 */
export interface SessionView {
  find(sessionId: string, options?: { fresh?: boolean }): Promise<AuthSessionRow | undefined>;
  /** The request's touch moved `last_used_at` (sessions/repo.ts touchSession). */
  touched(sessionId: string, at: Date): void;
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
  const kept = new Map<string, Kept>();
  // Moves on every ending heard: a read that started before an ending may have seen the session
  // live, so what it read is not kept.
  let endings = 0;

  async function load(sessionId: string): Promise<AuthSessionRow | undefined> {
    const endingsBefore = endings;
    const row = await findAuthSessionPrepared(db, sessionId);
    const keepable = row && row.revoked_at === null && !row.is_banned;
    if (keepable && endingsBefore === endings) {
      kept.delete(sessionId);
      // Oldest first: a Map iterates in insertion order.
      if (kept.size >= maxSessions) kept.delete(kept.keys().next().value ?? '');
      kept.set(sessionId, { row, keptAt: now() });
    }
    return row;
  }

  return {
    async find(sessionId, findOptions = {}) {
      const entry = kept.get(sessionId);
      if (!findOptions.fresh && entry && now() - entry.keptAt < maxAgeMs) return entry.row;
      return load(sessionId);
    },
    touched(sessionId, at) {
      const entry = kept.get(sessionId);
      if (entry) entry.row = { ...entry.row, last_used_at: at };
    },
    hear(events) {
      for (const event of events) {
        const ended = endedSessionOf(event);
        if (ended === null) continue;
        endings += 1;
        kept.delete(ended);
      }
    },
  };
}
