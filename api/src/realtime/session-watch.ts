import type { AppContext } from '../context.js';
import { type RealtimeAccess, readLiveSessions } from './access.js';
import { type Client, type ClientRegistry, unauthenticatedClose } from './clients.js';

export interface SessionWatch {
  /** A socket was bound to a session expiring then: it is watched from now on. */
  watch(expiresAtMs: number): void;
  /** Re-reads every socket's session: the fallback run with each heartbeat. */
  checkAll(): Promise<void>;
  stop(): void;
}

/**
 * The fallback behind the session-ended events, which close a session's sockets on every
 * instance when the ending commits. Two endings are no such event: expiry, which nobody commits
 * (time passes, and the test clock can jump ahead without a timer firing), and an ending whose
 * event this instance never read (its outbox tail was so long cut off from the database that
 * the clean-up job had deleted the event). So every `expiryCheckMs` the
 * sockets whose session has expired by the clock, as last read, are checked again (a refresh
 * may have extended it), and with every heartbeat every socket's session is re-read.
 */
export function watchSessions(
  ctx: AppContext,
  registry: ClientRegistry,
  options: { expiryCheckMs: number; access: RealtimeAccess },
): SessionWatch {
  /** The earliest expiry among the sockets, so most expiry checks compare one number. */
  let nextExpiryMs = Number.POSITIVE_INFINITY;
  let checking = false;

  async function check(clients: readonly Client[]): Promise<void> {
    const ids = new Set(clients.map((client) => client.auth?.sessionId ?? ''));
    const live = await readLiveSessions(ctx, options.access, [...ids]);
    for (const client of clients) {
      const expiresAtMs = client.auth ? live.get(client.auth.sessionId) : undefined;
      if (expiresAtMs === undefined) registry.close(client, unauthenticatedClose, 'session_ended');
      else client.expiresAtMs = expiresAtMs;
    }
    nextExpiryMs = Number.POSITIVE_INFINITY;
    for (const client of watched()) nextExpiryMs = Math.min(nextExpiryMs, client.expiresAtMs);
  }

  function watched(): Client[] {
    return [...registry.clients].filter((client) => client.auth && !client.closing);
  }

  function checkExpired(): Promise<void> {
    const now = ctx.clock.now().getTime();
    if (checking || nextExpiryMs > now) return Promise.resolve();
    checking = true;
    return check(watched().filter((client) => client.expiresAtMs <= now)).finally(() => {
      checking = false;
    });
  }

  const timer = setInterval(() => {
    checkExpired().catch((error: unknown) => ctx.log.warn({ err: error }, 'realtime expiry check failed'));
  }, options.expiryCheckMs);
  timer.unref();

  return {
    watch(expiresAtMs) {
      nextExpiryMs = Math.min(nextExpiryMs, expiresAtMs);
    },
    checkAll: () => check(watched()),
    stop: () => clearInterval(timer),
  };
}
