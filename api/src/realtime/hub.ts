import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { RealtimeEventData } from '@tradesim/core';
import { type WebSocket, WebSocketServer } from 'ws';
import type { AppContext } from '../context.js';
import { staffCookieToken } from '../http/staff-cookie.js';
import { clientTopic, type RealtimeAccess } from './access.js';
import { createClientRegistry, unauthenticatedClose } from './clients.js';
import { createMessageHandler } from './messages.js';
import type { OutboxEvent } from './outbox-repo.js';
import { endedSessionOf } from './session-events.js';
import { watchSessions } from './session-watch.js';

/** The WebSocket close code of a server going away for a restart (RFC 6455 registry). */
export const restartClose = 1012;

export interface HubOptions {
  /** The modules' token, session and ticket checks, handed in by the wiring (access.ts). */
  access: RealtimeAccess;
  /** Reads a tick's prices once per instance (the event carries only the tick id). */
  loadTick(tickId: number): Promise<RealtimeEventData<'assets', 'tick'>>;
  pingMs: number;
  authTimeoutMs: number;
  /** How often sockets whose session has expired by the clock are looked for (default 500 ms). */
  expiryCheckMs?: number;
}

export interface RealtimeHub {
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Committed events, in commit order (from the outbox tail). */
  deliver(messages: readonly OutboxEvent[]): void;
  clientCount(): number;
  /** Closes every socket with 1012 ("service restart"): clients reconnect, to another instance. */
  closeForRestart(): void;
  close(): Promise<void>;
}

/**
 * The WebSocket side of docs/contract.md#realtime: authenticate, subscribe to permitted topics, and
 * fan each committed event out to the subscribed sockets — serialised once per event, not once
 * per client. A session that ends closes its sockets here as soon as its ending event arrives;
 * ping every `pingMs`, drop a socket that did not answer the last ping, and re-check every
 * socket's session then (see session-watch.ts for why that fallback stays).
 */
export function createRealtimeHub(ctx: AppContext, options: HubOptions): RealtimeHub {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 16 * 1024 });
  const registry = createClientRegistry();
  const sessions = watchSessions(ctx, registry, {
    expiryCheckMs: options.expiryCheckMs ?? 500,
    access: options.access,
  });
  const receive = createMessageHandler(ctx, options.access, registry, sessions);

  wss.on('connection', (socket: WebSocket, req: IncomingMessage) => {
    const client = registry.add(socket, handshakeCookie(req));
    const authTimer = setTimeout(() => {
      if (!client.auth) registry.close(client, unauthenticatedClose, 'authenticate first');
    }, options.authTimeoutMs);
    authTimer.unref();
    socket.on('pong', () => {
      client.alive = true;
    });
    socket.on('message', (data) => receive(client, data.toString()));
    socket.on('close', () => {
      clearTimeout(authTimer);
      registry.drop(client);
    });
    socket.on('error', () => registry.drop(client));
  });

  const heartbeat = setInterval(() => {
    for (const client of registry.clients) {
      if (!client.alive) {
        client.socket.terminate();
        registry.drop(client);
        continue;
      }
      client.alive = false;
      client.socket.ping();
    }
    sessions
      .checkAll()
      .catch((error: unknown) => ctx.log.warn({ err: error }, 'realtime session check failed'));
  }, options.pingMs);
  heartbeat.unref();

  function fanOut(message: OutboxEvent, data: unknown): void {
    const subscribers = registry.subscribers(message.topic);
    if (!subscribers || subscribers.size === 0) return;
    // Serialised and UTF-8 encoded once for every subscriber, not once per socket.
    const frame = Buffer.from(
      JSON.stringify({
        type: 'event',
        topic: clientTopic(message.topic),
        event: message.event,
        data,
        at: message.at,
      }),
    );
    for (const client of subscribers) {
      if (client.socket.readyState === client.socket.OPEN) client.socket.send(frame, { binary: false });
    }
  }

  async function deliverOne(message: OutboxEvent): Promise<void> {
    if (message.topic === 'assets' && message.event === 'tick') {
      if (!registry.subscribers('assets')?.size) return;
      const tickId = tickIdOf(message);
      if (tickId !== null) fanOut(message, await options.loadTick(tickId));
      return;
    }
    fanOut(message, message.data);
  }

  return {
    handleUpgrade(req, socket, head) {
      wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
    },
    deliver(messages) {
      for (const message of messages) {
        // Handled before the next message, so no event after the ending reaches its sockets.
        const endedSession = endedSessionOf(message);
        if (endedSession) {
          registry.endSession(endedSession);
          continue;
        }
        deliverOne(message).catch((error: unknown) =>
          ctx.log.warn({ err: error }, 'realtime delivery failed'),
        );
      }
    },
    clientCount: () => registry.clients.size,
    closeForRestart() {
      for (const client of [...registry.clients]) registry.close(client, restartClose, 'server restarting');
    },
    close: async () => {
      clearInterval(heartbeat);
      sessions.stop();
      for (const client of registry.clients) client.socket.terminate();
      registry.clear();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}

/** The tick an `assets` `tick` event names (publish writes `{tickId}`; the prices are read once here). */
function tickIdOf(message: OutboxEvent): number | null {
  const data: unknown = message.data;
  if (typeof data !== 'object' || data === null || !('tickId' in data)) return null;
  return typeof data.tickId === 'number' ? data.tickId : null;
}

/**
 * The console's session cookie from a handshake, only when the page that opened the socket is of
 * this origin: a page elsewhere cannot ride the cookie into the socket (SameSite=Strict already
 * keeps browsers from sending it; this holds whatever the browser does).
 */
function handshakeCookie(req: IncomingMessage): string | null {
  const origin = req.headers.origin;
  const host = req.headers.host;
  if (!origin || !host) return null;
  try {
    if (new URL(origin).host !== host) return null;
  } catch {
    return null;
  }
  return staffCookieToken(req);
}
