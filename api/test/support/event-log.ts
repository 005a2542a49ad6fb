import pino from 'pino';
import type { Database } from '../../src/db/connect.js';
import { tailOutbox } from '../../src/realtime/outbox-tail.js';
import type { RealtimeMessage } from '../../src/realtime/publish.js';

export interface EventLog {
  messages: RealtimeMessage[];
  /** Resolves with the first message (already heard or still to come) that matches. */
  waitFor(match: (message: RealtimeMessage) => boolean): Promise<RealtimeMessage>;
  stop(): Promise<void>;
}

/** Hears every committed realtime event the way an API instance does (PGlite or PostgreSQL). */
export async function recordEvents(db: Database): Promise<EventLog> {
  const messages: RealtimeMessage[] = [];
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
