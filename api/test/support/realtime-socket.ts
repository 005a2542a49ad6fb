import { WebSocket } from 'ws';

/** A message of the realtime protocol as the server sends it. */
export interface ServerMessage {
  type: string;
  kind?: string;
  topic?: string;
  topics?: string[];
  event?: string;
  data?: unknown;
  code?: string;
}

/** A raw WebSocket on /api/realtime that records what it hears (the SDK would reconnect by itself). */
export interface TestSocket {
  readonly messages: readonly ServerMessage[];
  /** The close code, once the socket has closed. */
  readonly closed: Promise<number>;
  /** The close code and reason, once the socket has closed. */
  readonly closedWith: Promise<{ code: number; reason: string }>;
  /** The first message, already heard or still to come, that matches; rejects if the socket closes first. */
  next(match: (message: ServerMessage) => boolean): Promise<ServerMessage>;
  /** Whether a matching message arrives before the socket closes. */
  hears(match: (message: ServerMessage) => boolean): Promise<boolean>;
  send(message: unknown): void;
  close(): void;
}

/** Opens a socket and resolves once it is open, before anything is sent (with these handshake headers). */
export async function connectSocket(
  baseUrl: string,
  headers: Record<string, string> = {},
): Promise<TestSocket> {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/realtime`, { headers });
  const messages: ServerMessage[] = [];
  const waiters = new Set<{
    match: (m: ServerMessage) => boolean;
    resolve(m: ServerMessage): void;
    reject(e: Error): void;
  }>();
  let closeCode: number | null = null;
  const closedWith = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on('close', (code, reason) => {
      closeCode = code;
      for (const waiter of waiters) waiter.reject(new Error(`socket closed with ${code}`));
      waiters.clear();
      resolve({ code, reason: reason.toString() });
    });
  });
  const closed = closedWith.then(({ code }) => code);
  socket.on('message', (data) => {
    const message = JSON.parse(data.toString()) as ServerMessage;
    messages.push(message);
    for (const waiter of [...waiters]) {
      if (!waiter.match(message)) continue;
      waiters.delete(waiter);
      waiter.resolve(message);
    }
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const next = (match: (message: ServerMessage) => boolean) => {
    const seen = messages.find(match);
    if (seen) return Promise.resolve(seen);
    if (closeCode !== null) return Promise.reject(new Error(`socket closed with ${closeCode}`));
    return new Promise<ServerMessage>((resolve, reject) => waiters.add({ match, resolve, reject }));
  };
  return {
    messages,
    closed,
    closedWith,
    next,
    hears: (match) =>
      next(match).then(
        () => true,
        () => false,
      ),
    send: (message) => socket.send(JSON.stringify(message)),
    close: () => socket.close(),
  };
}

/** Sends auth and subscribe back to back, without waiting for `ready`, as a hasty client does. */
export function authAndSubscribe(socket: TestSocket, token: string, topics: readonly string[]): void {
  socket.send({ type: 'auth', token });
  socket.send({ type: 'subscribe', topics });
}

/** A socket authenticated with this token and subscribed to these topics. */
export async function subscribedSocket(
  baseUrl: string,
  token: string,
  topics: readonly string[],
): Promise<TestSocket> {
  const socket = await connectSocket(baseUrl);
  authAndSubscribe(socket, token, topics);
  const answer = await socket.next((message) => message.type === 'subscribed' || message.type === 'error');
  if (answer.type === 'error') throw new Error(`subscribe refused: ${JSON.stringify(answer)}`);
  return socket;
}

/** Matches the event of one price tick. */
export function tickEvent(tickId: number): (message: ServerMessage) => boolean {
  return (message) =>
    message.type === 'event' &&
    message.event === 'tick' &&
    (message.data as { tickId?: number }).tickId === tickId;
}
