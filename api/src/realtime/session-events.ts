import { sessionEndTexts } from '@tradesim/core';
import type { OutboxEvent } from './outbox-repo.js';
import type { SessionEndedMessage } from './publish.js';

/**
 * A session's ending travels as an ordinary event of the realtime pipeline, published in the
 * transaction that ends it, so every instance hears of it at the commit and closes that
 * session's sockets at once, telling them why. Its topic is internal: no client can subscribe to
 * `sessions` (resolveTopic knows no such topic), the hubs act on it themselves.
 */
export function sessionEndedMessages(
  sessionIds: readonly string[],
  reason: string,
  now: Date,
): SessionEndedMessage[] {
  const at = now.toISOString();
  return sessionIds.map((sessionId) => ({
    topic: 'sessions',
    event: 'ended',
    data: { sessionId, reason },
    at,
  }));
}

export interface EndedSession {
  sessionId: string;
  reason: string;
  /** What its holder is told. */
  message: string;
}

/** The session a message says has ended, and why; null for every other message. */
export function endedSessionOf(message: OutboxEvent): EndedSession | null {
  if (message.topic !== 'sessions' || message.event !== 'ended') return null;
  const data: unknown = message.data;
  if (typeof data !== 'object' || data === null || !('sessionId' in data)) return null;
  if (typeof data.sessionId !== 'string') return null;
  const reason = 'reason' in data && typeof data.reason === 'string' ? data.reason : 'revoked';
  return { sessionId: data.sessionId, reason, message: sessionEndTexts[reason] ?? 'Your session has ended.' };
}
