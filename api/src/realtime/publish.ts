import type { Db } from '../context.js';
import { signalAfterCommit } from './outbox-signal.js';

/**
 * Internal topics: those of API.md, except that a user's `me` topic is addressed as
 * `me:<userId>` so an instance can route it (the client still sees topic `me`), and `sessions`,
 * which only the instances hear (see session-events.ts).
 */
export type InternalTopic =
  | 'assets'
  | 'sessions'
  | `me:${string}`
  | 'admin.transactions'
  | 'admin.support'
  | 'admin.jobs'
  | `support.${string}`;

export interface RealtimeMessage {
  topic: InternalTopic;
  event: string;
  /** Small: ids and changed fields (a tick carries only its id; instances read the prices). */
  data: unknown;
  at: string;
}

export function userTopic(userId: string): `me:${string}` {
  return `me:${userId}`;
}

/**
 * Publishes inside the caller's transaction by writing the events to the outbox (a plain
 * INSERT, README "Realtime"): they exist exactly when, and only if, that transaction commits,
 * so no client ever hears of a change that was rolled back. Every instance's outbox tail
 * delivers them; this process's tail is woken as soon as the transaction commits.
 */
export async function publish(db: Db, messages: readonly RealtimeMessage[]): Promise<void> {
  if (messages.length === 0) return;
  // One round trip however many events a batch (a settlement run) produces.
  await db.raw(
    `INSERT INTO outbox (topic, event, data, at)
     SELECT * FROM unnest(?::text[], ?::text[], ?::json[], ?::timestamptz[])`,
    [
      messages.map((message) => message.topic),
      messages.map((message) => message.event),
      messages.map((message) => JSON.stringify(message.data ?? null)),
      messages.map((message) => message.at),
    ],
  );
  signalAfterCommit(db);
}
