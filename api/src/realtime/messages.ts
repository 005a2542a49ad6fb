import { AppError, isAppError, realtimeClientMessageSchema } from '@tradesim/core';
import type { AppContext } from '../context.js';
import {
  clientTopic,
  type RealtimeAccess,
  readLiveSessions,
  resolveTopic,
  type SocketAuth,
} from './access.js';
import { type Client, type ClientRegistry, unauthenticatedClose } from './clients.js';
import type { SessionWatch } from './session-watch.js';

/**
 * A client may send its messages without waiting for answers (auth and subscribe in one go);
 * this many may wait behind the one being handled before the socket is closed as flooding.
 */
const maxQueuedMessages = 64;

interface Queue {
  tail: Promise<void>;
  length: number;
}

export function send(client: Client, message: unknown): void {
  if (client.socket.readyState === client.socket.OPEN) client.socket.send(JSON.stringify(message));
}

function sendError(client: Client, error: unknown, extra: Record<string, unknown> = {}): void {
  const appError = isAppError(error) ? error : new AppError('VALIDATION_FAILED', 'Invalid message');
  send(client, { type: 'error', code: appError.code, message: appError.message, ...extra });
}

/**
 * Handles each socket's messages one at a time, in the order they arrived: a `subscribe` sent
 * right behind `auth` waits until the token has been checked instead of being refused.
 */
export function createMessageHandler(
  ctx: AppContext,
  access: RealtimeAccess,
  registry: ClientRegistry,
  sessions: SessionWatch,
) {
  const { authenticator } = access;
  const queues = new WeakMap<Client, Queue>();

  async function authenticate(client: Client, token: string | undefined): Promise<SocketAuth> {
    if (!token) {
      if (!client.cookieToken) throw new AppError('UNAUTHENTICATED');
      return authenticator.admin(ctx, client.cookieToken, 'cookie');
    }
    return authenticator.isAdminToken(token)
      ? authenticator.admin(ctx, token)
      : authenticator.user(ctx, token);
  }

  async function onAuth(client: Client, token: string | undefined): Promise<void> {
    // A socket stays bound to the session it authenticated with.
    if (client.auth) return sendError(client, new AppError('VALIDATION_FAILED', 'Already authenticated'));
    registry.authenticating(client);
    let auth: SocketAuth;
    let expiresAtMs: number | undefined;
    try {
      auth = await authenticate(client, token);
      expiresAtMs = (await readLiveSessions(ctx, access, [auth.sessionId])).get(auth.sessionId);
    } catch (error) {
      sendError(client, error);
      return registry.close(client, unauthenticatedClose, 'unauthenticated');
    }
    if (expiresAtMs === undefined || !registry.authenticated(client, auth, expiresAtMs)) {
      return registry.close(client, unauthenticatedClose, 'session_ended');
    }
    sessions.watch(expiresAtMs);
    send(client, { type: 'ready', kind: auth.kind });
  }

  async function onSubscribe(client: Client, auth: SocketAuth, topics: readonly string[]): Promise<void> {
    const granted: string[] = [];
    for (const topic of topics) {
      try {
        registry.subscribe(client, await resolveTopic(ctx, access, auth, topic));
        granted.push(topic);
      } catch (error) {
        sendError(client, error, { topic });
      }
    }
    send(client, { type: 'subscribed', topics: granted });
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
    if (message.type === 'auth') return onAuth(client, message.token);
    const auth = client.auth;
    if (!auth) return sendError(client, new AppError('UNAUTHENTICATED'));
    if (message.type === 'subscribe') return onSubscribe(client, auth, message.topics);
    for (const topic of message.topics) {
      for (const key of [...client.topics]) if (clientTopic(key) === topic) registry.unsubscribe(client, key);
    }
    send(client, { type: 'unsubscribed', topics: message.topics });
  }

  return function receive(client: Client, raw: string): void {
    const queue = queues.get(client) ?? { tail: Promise.resolve(), length: 0 };
    queues.set(client, queue);
    if (queue.length >= maxQueuedMessages) {
      registry.close(client, 1008, 'too many messages waiting');
      return;
    }
    queue.length += 1;
    queue.tail = queue.tail
      .then(() => (client.closing ? undefined : onMessage(client, raw)))
      .catch((error: unknown) => {
        ctx.log.warn({ err: error }, 'realtime message failed');
        sendError(client, new AppError('SERVICE_UNAVAILABLE'));
      })
      .finally(() => {
        queue.length -= 1;
      });
  };
}
