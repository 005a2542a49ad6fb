import type { Db } from '../context.js';

/** The one NOTIFY channel every API instance LISTENs on (DESIGN.md "Realtime"). */
export const eventsChannel = 'tradesim_events';

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

// NOTIFY payloads must stay under 8000 bytes; batches are split well below that.
const maxPayloadBytes = 7000;

/** Splits messages into JSON arrays that each fit one NOTIFY payload. */
export function packMessages(messages: readonly RealtimeMessage[]): string[] {
  const payloads: string[] = [];
  let current: string[] = [];
  let size = 2;
  for (const message of messages) {
    const json = JSON.stringify(message);
    const bytes = Buffer.byteLength(json) + 1;
    if (bytes + 2 > maxPayloadBytes) throw new Error(`realtime message for ${message.topic} is too large`);
    if (size + bytes > maxPayloadBytes && current.length > 0) {
      payloads.push(`[${current.join(',')}]`);
      current = [];
      size = 2;
    }
    current.push(json);
    size += bytes;
  }
  if (current.length > 0) payloads.push(`[${current.join(',')}]`);
  return payloads;
}

/**
 * Publishes inside the caller's transaction: Postgres delivers a NOTIFY only when, and only if,
 * that transaction commits, so no client ever hears of a change that was rolled back.
 */
export async function publish(db: Db, messages: readonly RealtimeMessage[]): Promise<void> {
  const payloads = packMessages(messages);
  if (payloads.length === 0) return;
  // One round trip however many payloads a batch (a settlement run) produces.
  await db.raw('SELECT count(pg_notify(?, payload)) FROM unnest(?::text[]) AS payload', [
    eventsChannel,
    payloads,
  ]);
}
