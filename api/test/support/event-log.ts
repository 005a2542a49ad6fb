import { realtimeEventSchema } from '@tradesim/core';
import pino from 'pino';
import { z } from 'zod';
import type { Database } from '../../src/db/connect.js';
import type { OutboxEvent } from '../../src/realtime/outbox-repo.js';
import { tailOutbox } from '../../src/realtime/outbox-tail.js';
import type { InternalTopic, RealtimeMessage } from '../../src/realtime/publish.js';

export interface EventLog {
  messages: OutboxEvent[];
  /** Resolves with the first message (already heard or still to come) that matches. */
  waitFor(match: (message: OutboxEvent) => boolean): Promise<OutboxEvent>;
  stop(): Promise<void>;
}

/** Hears every committed realtime event the way an API instance does (PGlite or PostgreSQL). */
export async function recordEvents(db: Database): Promise<EventLog> {
  const messages: OutboxEvent[] = [];
  let wake: (() => void)[] = [];
  const tail = await tailOutbox(
    db,
    (heard) => {
      messages.push(...heard);
      for (const resolve of wake) resolve();
      wake = [];
    },
    pino({ level: 'silent' }),
  );
  return {
    messages,
    async waitFor(match) {
      for (;;) {
        const found = messages.find(match);
        if (found) return found;
        await new Promise<void>((resolve) => wake.push(resolve));
      }
    },
    stop: () => tail.close(),
  };
}

/** The events published on `T`, a user's `me:<userId>` or a ticket's `support.<id>` included. */
export type PublishedOn<T extends InternalTopic> = RealtimeMessage extends infer M
  ? M extends { topic: infer P }
    ? T extends P
      ? M
      : never
    : never
  : never;
/** Event `E` as published on `T`: its `data` is that event's payload. */
export type Published<T extends InternalTopic, E extends string> = Extract<PublishedOn<T>, { event: E }>;

const tickReferenceSchema = z.object({ tickId: z.number().int() });
const sessionEndedSchema = z.object({ sessionId: z.string() });

/**
 * Whether a recorded event is `event` on `topic`, narrowing its `data` to that event's payload.
 * The payload is checked against the contract (core's `realtimeEventSchema`, as a client reads
 * it; a tick carries only its id), so a payload that does not match throws and fails the test.
 */
export function isEvent<T extends InternalTopic, E extends PublishedOn<T>['event']>(
  message: OutboxEvent,
  topic: T,
  event: E,
): message is OutboxEvent & Published<T, E> {
  if (message.topic !== topic || message.event !== event) return false;
  if (message.topic === 'sessions') sessionEndedSchema.parse(message.data);
  else if (message.event === 'tick') tickReferenceSchema.parse(message.data);
  else {
    const clientTopic = message.topic.startsWith('me:') ? 'me' : message.topic;
    realtimeEventSchema.parse({ type: 'event', ...message, topic: clientTopic });
  }
  return true;
}
