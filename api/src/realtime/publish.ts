import type { RealtimeEvent } from '@tradesim/core';
import type { Db } from '../db/handle.js';
import { insertOutboxEvents } from './outbox-repo.js';
import { signalAfterCommit } from './outbox-signal.js';

/**
 * An event as an instance publishes it: one of core's `RealtimeEvent`s, except that a user's
 * `me` topic is addressed as `me:<userId>` so an instance can route it (the client still sees
 * topic `me`), and a tick carries only its id (each instance reads the prices once).
 */
type Published<E> = E extends { topic: infer T; event: infer N; data: infer D }
  ? {
      topic: T extends 'me' ? `me:${string}` : T;
      event: N;
      /** Small: ids and changed fields. */
      data: N extends 'tick' ? TickReference : D;
      at: string;
    }
  : never;

export interface TickReference {
  tickId: number;
}

/** A session ended: only the instances hear it, on the internal topic `sessions` (session-events.ts). */
export interface SessionEndedMessage {
  topic: 'sessions';
  event: 'ended';
  data: { sessionId: string; reason: string };
  at: string;
}

/**
 * The trading limits or the investment durations changed: only the instances hear it, and
 * reload their in-memory copy (modules/market/market-view.ts).
 */
export interface SettingsChangedMessage {
  topic: 'settings';
  event: 'changed';
  data: { what: 'trading' | 'durations' };
  at: string;
}

export type RealtimeMessage = Published<RealtimeEvent> | SessionEndedMessage | SettingsChangedMessage;
export type InternalTopic = RealtimeMessage['topic'];

export function userTopic(userId: string): `me:${string}` {
  return `me:${userId}`;
}

/**
 * Publishes inside the caller's transaction by writing the events to the outbox (a plain
 * INSERT, docs/decisions/0013-transactional-outbox.md): they exist exactly when, and only if, that transaction commits,
 * so no client ever hears of a change that was rolled back. Every instance's outbox tail
 * delivers them; this process's tail is woken as soon as the transaction commits.
 */
export async function publish(db: Db, messages: readonly RealtimeMessage[]): Promise<void> {
  if (messages.length === 0) return;
  await insertOutboxEvents(
    db,
    messages.map((message) => ({ ...message, data: message.data ?? null })),
  );
  signalAfterCommit(db, messages);
}
