import pg from 'pg';
import type { Logger } from 'pino';
import type { Database } from '../db/connect.js';
import { eventsChannel } from './publish.js';

export interface EventListener {
  close(): Promise<void>;
}

const reconnectMs = { first: 250, max: 10_000 };

/**
 * LISTENs on the events channel (DESIGN.md "Realtime"). On PostgreSQL a dedicated connection,
 * reconnecting with backoff when it drops (events sent while it was down are lost; clients
 * refetch on reconnect). PGlite delivers through its own listen API.
 */
export async function listenForEvents(
  db: Database,
  onPayload: (payload: string) => void,
  log: Logger,
): Promise<EventListener> {
  if (db.pglite) {
    const unlisten = await db.pglite.listen(eventsChannel, onPayload);
    // Closing after the database itself went away (shutdown, an outage) has nothing to undo.
    return { close: () => unlisten().catch(() => undefined) };
  }
  if (!db.url) throw new Error('no database to listen on');
  const url = db.url;
  let closed = false;
  let client: pg.Client | null = null;
  let delay = reconnectMs.first;
  let retry: NodeJS.Timeout | null = null;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url, application_name: 'tradesim-listener' });
    next.on('notification', (message) => {
      if (message.channel === eventsChannel && message.payload) onPayload(message.payload);
    });
    next.on('error', (error) => {
      log.warn({ err: error }, 'realtime listener connection lost');
      next.end().catch(() => undefined);
      scheduleReconnect();
    });
    await next.connect();
    await next.query(`LISTEN ${eventsChannel}`);
    client = next;
    delay = reconnectMs.first;
  }

  function scheduleReconnect(): void {
    client = null;
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      connect().catch((error: unknown) => {
        log.warn({ err: error }, 'realtime listener reconnect failed');
        delay = Math.min(delay * 2, reconnectMs.max);
        scheduleReconnect();
      });
    }, delay);
    retry.unref();
  }

  await connect();
  return {
    close: async () => {
      closed = true;
      if (retry) clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
