import type { Logger } from 'pino';
import { timerSleep } from '../clock.js';
import type { Database } from '../db/connect.js';
import { listenForWakes, type WakeChannel } from '../db/outbox-wake.js';
import { type OutboxCursor, type OutboxEvent, outboxCursorNow, readOutbox } from './outbox-repo.js';
import { onOutboxWritten } from './outbox-signal.js';

export interface OutboxTail {
  close(): Promise<void>;
}

export interface OutboxTailOptions {
  /** Reads at least this often, woken or not (default 250 ms). */
  pollMs?: number;
  /** Rows per read at most; a full read is followed by the next at once (default 2,000). */
  maxRows?: number;
  /**
   * The least time between two reads (default 10 ms): under load, commits come faster than reads
   * are worth making, and each read then takes all of them at once.
   */
  minGapMs?: number;
  /** Hears the age of the newest event of each read that found any (the outbox lag metric). */
  observeLag?: (seconds: number) => void;
}

/**
 * Tails the outbox from now on and hands each read's events, in commit order, to `deliver`
 * (docs/decisions/0013-transactional-outbox.md). A read runs at every tick, when this process commits events, and when
 * another instance's NOTIFY says it did; reads never overlap, and the wakes that arrive during
 * one, or in the `minGapMs` after it, are answered by one more read.
 */
export async function tailOutbox(
  db: Database,
  deliver: (messages: OutboxEvent[]) => void,
  log: Logger,
  options: OutboxTailOptions = {},
): Promise<OutboxTail> {
  const maxRows = options.maxRows ?? 2_000;
  const minGapMs = options.minGapMs ?? 10;
  // Where the tail starts: the present. If the database is away as the instance starts (its
  // connection cut, a restart), the first read that reaches it takes the present then.
  let cursor: OutboxCursor | null = await outboxCursorNow(db).catch((error: unknown) => {
    log.warn({ err: error }, 'the outbox tail starts at its first read: the database is away');
    return null;
  });
  let reading: Promise<void> | null = null;
  let again = false;
  let closed = false;
  let failing = false;

  async function readOnce(): Promise<boolean> {
    if (cursor === null) {
      cursor = await outboxCursorNow(db);
      return false;
    }
    const read = await readOutbox(db, cursor, maxRows);
    cursor = read.cursor;
    if (read.newestAgeSeconds !== null) options.observeLag?.(read.newestAgeSeconds);
    if (read.messages.length > 0) deliver(read.messages);
    return read.full;
  }

  /** Reads while there is more; clears `reading` in the same turn as its last check of `again`. */
  async function readUntilCaughtUp(): Promise<void> {
    try {
      while (again && !closed) {
        again = false;
        const full = await readOnce();
        failing = false;
        if (full) again = true;
        else await timerSleep(minGapMs);
      }
    } catch (error) {
      // The database is away: the next tick tries again; one warning per outage.
      if (!failing) log.warn({ err: error }, 'reading the outbox failed');
      failing = true;
    } finally {
      reading = null;
    }
  }

  function wake(): void {
    if (closed) return;
    again = true;
    reading ??= readUntilCaughtUp();
  }

  const wakes: WakeChannel | null = await listenForWakes(db, wake, log);
  const stopHearing = onOutboxWritten(() => {
    wake();
    wakes?.tellOthers();
  });
  const ticker = setInterval(wake, options.pollMs ?? 250);
  ticker.unref();

  return {
    close: async () => {
      closed = true;
      clearInterval(ticker);
      stopHearing();
      await reading;
      await wakes?.close();
    },
  };
}
