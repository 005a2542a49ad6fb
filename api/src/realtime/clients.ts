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
    add(socket: WebSocket): Client {
      const client: Client = {
        socket,
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
    /** A session ended: its sockets close with 4401, and a socket still authenticating learns of it. */
    endSession(sessionId: string): void {
      for (const client of [...(bySession.get(sessionId) ?? [])]) {
        close(client, unauthenticatedClose, 'session ended');
      }
      for (const client of authenticating) client.endedDuringAuth?.add(sessionId);
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
