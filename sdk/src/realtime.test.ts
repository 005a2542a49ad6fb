import { describe, expect, it } from 'vitest';
import { memoryStore } from './credentials.js';
import { createHttp } from './http.js';
import { realtimeResource, type SocketLike } from './realtime.js';

/** A socket that, like the browser's, throws when sent to before it is open. */
class FakeSocket implements SocketLike {
  static made: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }
  send(data: string): void {
    if (this.readyState !== 1)
      throw new Error("Failed to execute 'send' on 'WebSocket': Still in CONNECTING state.");
    this.sent.push(data);
  }
  close(): void {
    this.readyState = 3;
    this.onclose?.({ code: 1000, reason: '' });
  }
  open(): void {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(message: unknown): void {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('realtime subscriptions', () => {
  it('open one socket when a screen subscribes, unsubscribes and subscribes again at once (React StrictMode)', async () => {
    FakeSocket.made = [];
    const http = createHttp({ baseUrl: 'http://api.test', store: memoryStore(), token: 'token' });
    const realtime = realtimeResource(http, { WebSocket: FakeSocket });
    const handler = () => undefined;
    realtime.subscribe(['assets'], handler).unsubscribe();
    const second = realtime.subscribe(['assets', 'me'], handler);
    await settle();
    expect(FakeSocket.made).toHaveLength(1);
    const socket = FakeSocket.made[0] as FakeSocket;
    socket.open();
    expect(socket.sent).toEqual([JSON.stringify({ type: 'auth', token: 'token' })]);
    socket.receive({ type: 'ready', kind: 'user' });
    socket.receive({ type: 'subscribed', topics: ['assets', 'me'] });
    await expect(second.ready).resolves.toBeUndefined();
    expect(JSON.parse(socket.sent[1] ?? '{}')).toEqual({ type: 'subscribe', topics: ['assets', 'me'] });
  });

  it('ignores messages of a socket that was replaced', async () => {
    FakeSocket.made = [];
    const http = createHttp({ baseUrl: 'http://api.test', store: memoryStore(), token: 'token' });
    const realtime = realtimeResource(http, { WebSocket: FakeSocket });
    const events: unknown[] = [];
    const first = realtime.subscribe(['assets'], (event) => events.push(event));
    await settle();
    first.unsubscribe();
    realtime.subscribe(['assets'], (event) => events.push(event));
    await settle();
    const [old, second] = FakeSocket.made as [FakeSocket, FakeSocket | undefined];
    // A tick as the contract has it (the SDK drops what does not match), so only the socket decides.
    const tick = {
      type: 'event',
      topic: 'assets',
      event: 'tick',
      data: { tickId: 1, prices: [] },
      at: '2026-11-22T08:00:00.000Z',
    };
    expect(second).toBeDefined();
    // The first socket was closed before it opened; a late message from it changes nothing.
    old.receive(tick);
    expect(events).toEqual([]);
    second?.open();
    second?.receive({ type: 'ready', kind: 'user' });
    second?.receive(tick);
    expect(events).toHaveLength(1);
  });
});
