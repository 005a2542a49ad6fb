import type { WebSocket } from 'ws';
import type { SocketAuth } from './access.js';

/** One WebSocket and what the hub knows of it. */
export interface Client {
  socket: WebSocket;
  auth: SocketAuth | null;
  topics: Set<string>;
  alive: boolean;
  /** When the socket's session expires, in ms by the API clock, as last read; 0 before auth. */
  expiresAtMs: number;
  /** Sessions that ended while this socket's token was being checked; null when none is. */
  endedDuringAuth: Set<string> | null;
  /** Set once the hub closes the socket: from then on it hears nothing and is not listened to. */
  closing: boolean;
  /**
   * The console's session cookie, as the handshake carried it from a page of this origin: what
   * an `auth` message without a token authenticates with.
   */
  cookieToken: string | null;
}

/** Close code of a socket whose credentials are refused or whose session ended. */
export const unauthenticatedClose = 4401;

/**
 * The sockets of one instance, indexed by topic (for fan-out) and by session (to close every
 * socket of a session that ended).
 */
export function createClientRegistry() {
  const clients = new Set<Client>();
  const byTopic = new Map<string, Set<Client>>();
  const bySession = new Map<string, Set<Client>>();
  const authenticating = new Set<Client>();

  function unsubscribe(client: Client, key: string): void {
    client.topics.delete(key);
    removeFrom(byTopic, key, client);
  }

  function close(client: Client, code: number, reason: string): void {
    if (client.closing) return;
    // Out of every topic before the close handshake starts, so nothing reaches it meanwhile.
    client.closing = true;
    for (const key of [...client.topics]) unsubscribe(client, key);
    client.socket.close(code, reason);
  }

  return {
    clients,
    subscribers: (topic: string): ReadonlySet<Client> | undefined => byTopic.get(topic),
    add(socket: WebSocket, cookieToken: string | null = null): Client {
      const client: Client = {
        socket,
        cookieToken,
        auth: null,
        topics: new Set(),
        alive: true,
        expiresAtMs: 0,
        endedDuringAuth: null,
        closing: false,
      };
      clients.add(client);
      return client;
    },
    subscribe(client: Client, key: string): void {
      // A socket closed while its subscription was being checked stays out of every topic.
      if (client.closing) return;
      client.topics.add(key);
      addTo(byTopic, key, client);
    },
    unsubscribe,
    close,
    /** From here until authenticated() or dropped, endings of any session are noted on the socket. */
    authenticating(client: Client): void {
      client.endedDuringAuth = new Set();
      authenticating.add(client);
    },
    /**
     * Binds the socket to its session; false when that session ended while its token was being
     * checked (the check read it live, and its ending arrived before the answer).
     */
    authenticated(client: Client, auth: SocketAuth, expiresAtMs: number): boolean {
      const endedMeanwhile = client.endedDuringAuth?.has(auth.sessionId) ?? false;
      authenticating.delete(client);
      client.endedDuringAuth = null;
      if (endedMeanwhile || client.closing) return false;
      client.auth = auth;
      client.expiresAtMs = expiresAtMs;
      addTo(bySession, auth.sessionId, client);
      return true;
    },
    /**
     * A session ended: its sockets are told why, then closed with 4401 `session_ended`; a socket
     * still authenticating learns of it.
     */
    endSession(ended: { sessionId: string; reason: string; message: string }): void {
      const notice = JSON.stringify({ type: 'session_ended', reason: ended.reason, message: ended.message });
      for (const client of [...(bySession.get(ended.sessionId) ?? [])]) {
        if (client.socket.readyState === client.socket.OPEN) client.socket.send(notice);
        close(client, unauthenticatedClose, 'session_ended');
      }
      for (const client of authenticating) client.endedDuringAuth?.add(ended.sessionId);
    },
    /** The socket is gone: forgotten everywhere, and whatever was still being handled for it ends there. */
    drop(client: Client): void {
      client.closing = true;
      for (const key of [...client.topics]) unsubscribe(client, key);
      if (client.auth) removeFrom(bySession, client.auth.sessionId, client);
      authenticating.delete(client);
      clients.delete(client);
    },
    clear(): void {
      clients.clear();
      byTopic.clear();
      bySession.clear();
      authenticating.clear();
    },
  };
}

export type ClientRegistry = ReturnType<typeof createClientRegistry>;

function addTo(index: Map<string, Set<Client>>, key: string, client: Client): void {
  const set = index.get(key) ?? new Set<Client>();
  index.set(key, set);
  set.add(client);
}

function removeFrom(index: Map<string, Set<Client>>, key: string, client: Client): void {
  const set = index.get(key);
  set?.delete(client);
  if (set?.size === 0) index.delete(key);
}
