import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import type { SocketAuth } from './access.js';
import { createClientRegistry } from './clients.js';

/** A socket that records what it was sent (only why its session ended) and how it was closed. */
function fakeSocket() {
  const closes: [number, string][] = [];
  const sent: string[] = [];
  const socket = {
    OPEN: 1,
    readyState: 1,
    send: (data: string) => sent.push(data),
    close: (code: number, reason: string) => closes.push([code, reason]),
  };
  return { socket: socket as unknown as WebSocket, closes, sent };
}

const auth = (sessionId: string): SocketAuth => ({
  kind: 'user',
  userId: 'user-1',
  sessionId,
  sessionChecked: true,
});

/** A session's ending as the hub hears it: an owner disabled the member. */
function ended(sessionId: string) {
  return { sessionId, reason: 'staff_disabled', message: 'Your account was disabled by an owner.' };
}

describe('client registry', () => {
  it('closes every socket of an ended session and takes it out of its topics first', () => {
    const registry = createClientRegistry();
    const one = fakeSocket();
    const other = fakeSocket();
    const a = registry.add(one.socket);
    const b = registry.add(other.socket);
    registry.authenticating(a);
    registry.authenticating(b);
    expect(registry.authenticated(a, auth('s1'), 0)).toBe(true);
    expect(registry.authenticated(b, auth('s2'), 0)).toBe(true);
    registry.subscribe(a, 'me:user-1');
    registry.subscribe(b, 'me:user-1');

    registry.endSession(ended('s1'));
    expect(one.sent).toEqual([
      JSON.stringify({
        type: 'session_ended',
        reason: 'staff_disabled',
        message: 'Your account was disabled by an owner.',
      }),
    ]);
    expect(one.closes).toEqual([[4401, 'session_ended']]);
    expect(other.closes).toEqual([]);
    expect([...(registry.subscribers('me:user-1') ?? [])]).toEqual([b]);
    // A subscription granted after the ending (its check was still running) is not kept.
    registry.subscribe(a, 'assets');
    expect(registry.subscribers('assets')).toBeUndefined();
  });

  it('refuses a socket whose session ended while its token was being checked', () => {
    const registry = createClientRegistry();
    const one = fakeSocket();
    const client = registry.add(one.socket);
    registry.authenticating(client);
    registry.endSession(ended('s1'));
    expect(registry.authenticated(client, auth('s1'), 0)).toBe(false);
    expect(client.auth).toBeNull();

    const other = registry.add(fakeSocket().socket);
    registry.authenticating(other);
    registry.endSession(ended('another-session'));
    expect(registry.authenticated(other, auth('s2'), 0)).toBe(true);
  });

  it('forgets a socket that went away while its token was being checked', () => {
    const registry = createClientRegistry();
    const { socket, closes } = fakeSocket();
    const client = registry.add(socket);
    registry.authenticating(client);
    registry.drop(client);
    expect(registry.authenticated(client, auth('s1'), 0)).toBe(false);
    registry.endSession(ended('s1'));
    expect(closes).toEqual([]);
    expect(registry.clients.size).toBe(0);
  });
});
