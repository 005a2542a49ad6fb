import type { RealtimeEvent, RealtimeTopic } from '@tradesim/core';
import type { realtimeServerMessageSchema } from '@tradesim/core/realtime';
import { realtimePath } from './generated/routes.js';
import type { Http } from './http.js';

/** The slice of the WebSocket API the client uses: the browser's, or `ws` in Node 20. */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number; reason: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}
export type SocketConstructor = new (url: string) => SocketLike;

export type RealtimeHandler = (event: RealtimeEvent) => void;

export interface Subscription {
  /** Resolves once the server confirmed the topics (rejects with its refusal). */
  ready: Promise<void>;
  unsubscribe(): void;
}

export interface RealtimeOptions {
  WebSocket?: SocketConstructor;
  /** Which session authenticates the socket; the client's user session by default. */
  as?: 'user' | 'admin';
}

type MessageSchema = typeof realtimeServerMessageSchema;
let messageSchema: Promise<MessageSchema> | undefined;

/**
 * The realtime contract's schema, loaded when the first socket opens. It describes every event
 * (assets, transactions, investments, tickets, approvals), and building that many zod schemas
 * is a noticeable part of a phone's start-up: a page that never opens a socket (sign-in) never
 * pays for it, and in a browser it arrives in a chunk of its own.
 */
function loadMessageSchema(): Promise<MessageSchema> {
  messageSchema ??= import('@tradesim/core/realtime').then((module) => module.realtimeServerMessageSchema);
  return messageSchema;
}

function socketUrl(baseUrl: string): string {
  const base =
    baseUrl || (globalThis as { location?: { href: string } }).location?.href || 'http://localhost';
  const url = new URL(realtimePath, base);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

/**
 * One WebSocket per client (docs/contract.md#realtime), opened on the first subscription, re-opened
 * with backoff when it drops (re-authenticating with a fresh token and re-subscribing), closed
 * when the last subscription ends. Events are only sent after their change committed.
 */
export function realtimeResource(http: Http, defaults: RealtimeOptions = {}) {
  const handlers = new Map<string, Set<RealtimeHandler>>();
  const waiting = new Map<string, { resolve(): void; reject(error: Error): void }[]>();
  let socket: SocketLike | null = null;
  let authed = false;
  let options = defaults;
  let retryMs = 500;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;

  function settle(topic: string, error?: Error): void {
    for (const waiter of waiting.get(topic) ?? []) error ? waiter.reject(error) : waiter.resolve();
    waiting.delete(topic);
  }

  function onMessage(from: SocketLike, schema: MessageSchema, raw: unknown): void {
    // A socket replaced by a newer one (a reconnect, a quick unsubscribe and resubscribe) is ignored.
    if (from !== socket) return;
    // Checked against the contract in core: a handler only ever sees an event it can trust the
    // type of; anything else (a newer server's event this client does not know) is ignored.
    let parsed: ReturnType<MessageSchema['safeParse']>;
    try {
      parsed = schema.safeParse(JSON.parse(String(raw)));
    } catch {
      return;
    }
    if (!parsed.success) return;
    const message = parsed.data;
    if (message.type === 'ready') {
      authed = true;
      retryMs = 500;
      if (handlers.size > 0) from.send(JSON.stringify({ type: 'subscribe', topics: [...handlers.keys()] }));
    } else if (message.type === 'subscribed') {
      for (const topic of message.topics) settle(topic);
    } else if (message.type === 'error' && message.topic) {
      settle(message.topic, Object.assign(new Error(message.message ?? 'Refused'), { code: message.code }));
    } else if (message.type === 'event') {
      for (const handler of handlers.get(message.topic) ?? []) handler(message);
    } else if (message.type === 'session_ended') {
      // The session is over on the server: no reconnecting with it; the app hears why.
      close();
      http.sessionEnded(options.as ?? 'user', message.message);
    }
  }

  /** Set while a token is fetched for a new socket, so two quick subscribes open one socket. */
  let opening = false;

  async function open(): Promise<void> {
    const Socket = options.WebSocket ?? (globalThis as { WebSocket?: SocketConstructor }).WebSocket;
    if (!Socket) throw new Error('No WebSocket implementation: pass one as options.WebSocket');
    if (opening) return;
    opening = true;
    let token: string | null;
    let schema: MessageSchema;
    try {
      [token, schema] = await Promise.all([http.tokenFor(options.as ?? 'user'), loadMessageSchema()]);
    } finally {
      opening = false;
    }
    // Everything unsubscribed while the token was fetched, or another socket got there first.
    if (handlers.size === 0 || socket) return;
    const next = new Socket(socketUrl(http.baseUrl));
    socket = next;
    authed = false;
    // Without a token (the console's cookie session) the server reads the handshake's cookie.
    next.onopen = () => next.send(JSON.stringify(token ? { type: 'auth', token } : { type: 'auth' }));
    next.onmessage = (event) => onMessage(next, schema, event.data);
    next.onerror = () => undefined;
    next.onclose = () => {
      if (socket !== next) return;
      socket = null;
      if (handlers.size > 0) scheduleReconnect();
    };
  }

  function scheduleReconnect(): void {
    if (retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      open().catch(() => scheduleReconnect());
    }, retryMs);
    retryMs = Math.min(retryMs * 2, 30_000);
  }

  function close(): void {
    handlers.clear();
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = null;
    const current = socket;
    socket = null;
    authed = false;
    current?.close();
  }

  return {
    /** Calls `handler` with every event of these topics until unsubscribed. */
    subscribe(
      topics: readonly RealtimeTopic[],
      handler: RealtimeHandler,
      subscribeOptions: RealtimeOptions = {},
    ): Subscription {
      if (!socket) options = { ...defaults, ...subscribeOptions };
      const fresh = topics.filter((topic) => !handlers.has(topic));
      for (const topic of topics) {
        const set = handlers.get(topic) ?? new Set<RealtimeHandler>();
        handlers.set(topic, set);
        set.add(handler);
      }
      const ready = Promise.all(
        topics.map(
          (topic) =>
            new Promise<void>((resolve, reject) => {
              if (!fresh.includes(topic)) return resolve();
              waiting.set(topic, [...(waiting.get(topic) ?? []), { resolve, reject }]);
            }),
        ),
      ).then(() => undefined);
      if (!socket) open().catch(() => scheduleReconnect());
      else if (authed && fresh.length > 0) socket.send(JSON.stringify({ type: 'subscribe', topics: fresh }));
      return {
        ready,
        unsubscribe() {
          const gone: string[] = [];
          for (const topic of topics) {
            const set = handlers.get(topic);
            set?.delete(handler);
            if (set?.size === 0) {
              handlers.delete(topic);
              gone.push(topic);
            }
          }
          if (gone.length > 0 && authed) socket?.send(JSON.stringify({ type: 'unsubscribe', topics: gone }));
          if (handlers.size === 0) close();
        },
      };
    },
    /** Closes the socket and forgets every subscription. */
    close,
  };
}
