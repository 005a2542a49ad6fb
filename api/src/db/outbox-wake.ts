import pg from 'pg';
import type { Logger } from 'pino';
import type { Database } from './connect.js';

/** The channel instances wake each other's outbox tails on; the payload is empty. */
export const outboxWakeChannel = 'tradesim_outbox';

export interface WakeChannel {
  /**
   * Asks the other instances to read the outbox now: coalesced to at most one NOTIFY per
   * `minGapMs`, and none while no other instance listens.
   */
  tellOthers(): void;
  close(): Promise<void>;
}

const reconnectMs = { first: 250, max: 10_000 };
const applicationName = 'tradesim-outbox-wake';
/** How often an instance looks for others to wake (a new one is found within this time). */
const othersCheckMs = 2_000;

/**
 * On PostgreSQL, a connection of its own that LISTENs for other instances' wakes and sends this
 * one's. The NOTIFY goes in a transaction of its own, never in a money transaction: PostgreSQL
 * serialises the commits of notifying transactions behind one database-wide lock, so a NOTIFY
 * there made every purchase queue behind every other (docs/decisions/0013-transactional-outbox.md). It commits with
 * `synchronous_commit = off` (a lost wake costs one tick of delay, never an event), and wakes
 * are coalesced, so an instance sends at most one per `minGapMs` however much it writes, and
 * none at all while it is the only instance (found from the other listeners' connections).
 *
 * A wake only shortens the wait: while the connection is down, the tails still read every tick.
 * On the embedded database there is one process and nobody else to wake: null.
 */
export async function listenForWakes(
  db: Database,
  onWake: () => void,
  log: Logger,
  options: { minGapMs?: number } = {},
): Promise<WakeChannel | null> {
  if (!db.url) return null;
  const url = db.url;
  const minGapMs = options.minGapMs ?? 10;
  let closed = false;
  let client: pg.Client | null = null;
  let delay = reconnectMs.first;
  let retry: NodeJS.Timeout | null = null;
  let sending = false;
  let pending = false;
  let othersListen = false;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url, application_name: applicationName });
    next.on('notification', (message) => {
      // Its own wakes this instance has already answered.
      if (message.channel === outboxWakeChannel && message.processId !== backendPid(next)) onWake();
    });
    next.on('error', (error) => {
      log.warn({ err: error }, 'outbox wake connection lost');
      next.end().catch(() => undefined);
      scheduleReconnect();
    });
    try {
      await next.connect();
      await next.query('SET synchronous_commit = off');
      await next.query(`LISTEN ${outboxWakeChannel}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    client = next;
    delay = reconnectMs.first;
  }

  function scheduleReconnect(): void {
    client = null;
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      connect().catch((error: unknown) => {
        log.warn({ err: error }, 'outbox wake reconnect failed');
        delay = Math.min(delay * 2, reconnectMs.max);
        scheduleReconnect();
      });
    }, delay);
    retry.unref();
  }

  async function lookForOthers(): Promise<void> {
    if (!client) return;
    const { rows } = await client.query<{ others: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM pg_stat_activity WHERE application_name = $1
                         AND datname = current_database() AND pid <> pg_backend_pid()) AS others`,
      [applicationName],
    );
    othersListen = rows[0]?.others ?? true;
  }

  async function send(): Promise<void> {
    sending = true;
    try {
      while (pending && client && !closed) {
        pending = false;
        await client.query(`NOTIFY ${outboxWakeChannel}`).catch(() => undefined);
        await new Promise((resolve) => setTimeout(resolve, minGapMs).unref());
      }
    } finally {
      sending = false;
    }
  }

  // A wake only shortens the wait: a database away at start is tried again in the background.
  await connect().catch((error: unknown) => {
    log.warn({ err: error }, 'outbox wake connection failed; trying again');
    scheduleReconnect();
  });
  await lookForOthers().catch(() => {
    othersListen = true;
  });
  const looking = setInterval(() => {
    lookForOthers().catch(() => {
      othersListen = true;
    });
  }, othersCheckMs);
  looking.unref();
  return {
    tellOthers() {
      if (!othersListen) return;
      pending = true;
      if (!sending) void send();
    },
    close: async () => {
      closed = true;
      clearInterval(looking);
      if (retry) clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}

/** The backend's process id, as PostgreSQL names the sender of a notification. */
function backendPid(client: pg.Client): number | undefined {
  return (client as pg.Client & { processID?: number }).processID;
}
