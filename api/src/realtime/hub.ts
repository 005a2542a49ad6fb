import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { AppError, isAppError, realtimeClientMessageSchema } from '@tradesim/core';
import { type WebSocket, WebSocketServer } from 'ws';
import type { AppContext } from '../context.js';
import { authenticateAdminToken, authenticateUserToken } from '../http/authenticate.js';
import { isAdminToken } from '../modules/auth/tokens.js';
import { clientTopic, findDeadSessions, resolveTopic, type SocketAuth } from './access.js';
import type { RealtimeMessage } from './publish.js';

export const realtimePath = '/api/realtime';

interface Client {
  socket: WebSocket;
  auth: SocketAuth | null;
  topics: Set<string>;
  alive: boolean;
}

export interface HubOptions {
  /** Reads a tick's prices once per instance (the NOTIFY carries only the tick id). */
  loadTick(tickId: number): Promise<unknown>;
  pingMs: number;
  authTimeoutMs: number;
}

export interface RealtimeHub {
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** A NOTIFY payload: a JSON array of messages. */
  deliver(payload: string): void;
  clientCount(): number;
  close(): Promise<void>;
}

/**
 * The WebSocket side of API.md "Realtime": authenticate, subscribe to permitted topics, and
 * fan each committed event out to the subscribed sockets — serialised once per event, not once
 * per client. Ping every `pingMs`; a socket that did not answer the last ping is dropped, and
 * so is one whose session ended (logout, revocation, ban, expiry).
 */
export function createRealtimeHub(ctx: AppContext, options: HubOptions): RealtimeHub {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 16 * 1024 });
  const clients = new Set<Client>();
  const byTopic = new Map<string, Set<Client>>();

  function send(client: Client, message: unknown): void {
    if (client.socket.readyState === client.socket.OPEN) client.socket.send(JSON.stringify(message));
  }

  function sendError(client: Client, error: unknown, extra: Record<string, unknown> = {}): void {
    const appError = isAppError(error) ? error : new AppError('VALIDATION_FAILED', 'Invalid message');
    send(client, { type: 'error', code: appError.code, message: appError.message, ...extra });
  }

  function subscribe(client: Client, key: string): void {
    client.topics.add(key);
    const set = byTopic.get(key) ?? new Set<Client>();
    byTopic.set(key, set);
    set.add(client);
  }

  function unsubscribe(client: Client, key: string): void {
    client.topics.delete(key);
    const set = byTopic.get(key);
    set?.delete(client);
    if (set?.size === 0) byTopic.delete(key);
  }

  function drop(client: Client): void {
    for (const key of [...client.topics]) unsubscribe(client, key);
    clients.delete(client);
  }

  async function authenticate(token: string): Promise<SocketAuth> {
    return isAdminToken(token) ? authenticateAdminToken(ctx, token) : authenticateUserToken(ctx, token);
  }

  async function onMessage(client: Client, raw: string): Promise<void> {
    let parsed: ReturnType<typeof realtimeClientMessageSchema.safeParse>;
    try {
      parsed = realtimeClientMessageSchema.safeParse(JSON.parse(raw));
    } catch {
      return sendError(client, new AppError('MALFORMED_JSON'));
    }
    if (!parsed.success) {
      return sendError(client, new AppError('VALIDATION_FAILED', parsed.error.issues[0]?.message));
    }
    const message = parsed.data;
    if (message.type === 'auth') {
      try {
        client.auth = await authenticate(message.token);
        send(client, { type: 'ready', kind: client.auth.kind });
      } catch (error) {
        sendError(client, error);
        client.socket.close(4401, 'unauthenticated');
      }
      return;
    }
    const auth = client.auth;
    if (!auth) return sendError(client, new AppError('UNAUTHENTICATED'));
    if (message.type === 'unsubscribe') {
      for (const topic of message.topics) {
        for (const key of [...client.topics]) if (clientTopic(key) === topic) unsubscribe(client, key);
      }
      return send(client, { type: 'unsubscribed', topics: message.topics });
    }
    const granted: string[] = [];
    for (const topic of message.topics) {
      try {
        subscribe(client, await resolveTopic(ctx, auth, topic));
        granted.push(topic);
      } catch (error) {
        sendError(client, error, { topic });
      }
    }
    send(client, { type: 'subscribed', topics: granted });
  }

  wss.on('connection', (socket: WebSocket) => {
    const client: Client = { socket, auth: null, topics: new Set(), alive: true };
    clients.add(client);
    const authTimer = setTimeout(() => {
      if (!client.auth) socket.close(4401, 'authenticate first');
    }, options.authTimeoutMs);
    authTimer.unref();
    socket.on('pong', () => {
      client.alive = true;
    });
    socket.on('message', (data) => {
      onMessage(client, data.toString()).catch((error: unknown) => {
        ctx.log.warn({ err: error }, 'realtime message failed');
        sendError(client, new AppError('SERVICE_UNAVAILABLE'));
      });
    });
    socket.on('close', () => {
      clearTimeout(authTimer);
      drop(client);
    });
    socket.on('error', () => drop(client));
  });

  const heartbeat = setInterval(() => {
    for (const client of clients) {
      if (!client.alive) {
        client.socket.terminate();
        drop(client);
        continue;
      }
      client.alive = false;
      client.socket.ping();
    }
    closeEndedSessions().catch((error: unknown) =>
      ctx.log.warn({ err: error }, 'realtime session check failed'),
    );
  }, options.pingMs);
  heartbeat.unref();

  async function closeEndedSessions(): Promise<void> {
    const authed = [...clients].filter((client) => client.auth);
    const dead = await findDeadSessions(ctx, [
      ...new Set(authed.map((client) => client.auth?.sessionId ?? '')),
    ]);
    for (const client of authed) {
      if (client.auth && dead.has(client.auth.sessionId)) client.socket.close(4401, 'session ended');
    }
  }

  function fanOut(message: RealtimeMessage, data: unknown): void {
    const subscribers = byTopic.get(message.topic);
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

  async function deliverOne(message: RealtimeMessage): Promise<void> {
    if (message.topic === 'assets' && message.event === 'tick') {
      if (!byTopic.get('assets')?.size) return;
      const { tickId } = message.data as { tickId: number };
      fanOut(message, await options.loadTick(tickId));
      return;
    }
    fanOut(message, message.data);
  }

  return {
    handleUpgrade(req, socket, head) {
      wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
    },
    deliver(payload) {
      let messages: RealtimeMessage[];
      try {
        messages = JSON.parse(payload) as RealtimeMessage[];
      } catch (error) {
        ctx.log.error({ err: error }, 'unreadable realtime payload');
        return;
      }
      for (const message of messages) {
        deliverOne(message).catch((error: unknown) =>
          ctx.log.warn({ err: error }, 'realtime delivery failed'),
        );
      }
    },
    clientCount: () => clients.size,
    close: async () => {
      clearInterval(heartbeat);
      for (const client of clients) client.socket.terminate();
      clients.clear();
      byTopic.clear();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
