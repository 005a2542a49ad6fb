import { afterAll, beforeAll, expect, it } from 'vitest';
import { defaultRateLimits } from '../src/config.js';
import { startApiProcess } from './support/api-process.js';
import { controlledSleep } from './support/controlled-sleep.js';
import { connectSocket } from './support/realtime-socket.js';
import { createTestDatabase } from './support/test-database.js';
import { startTestServer, type TestServer } from './support/test-server.js';

// The server of this file is drained by its test: nothing else may run on it.
const sleeper = controlledSleep();
let t: TestServer;

beforeAll(async () => {
  // Every sign-in waits a moment (the slow-down from the first attempt on): there the test holds one.
  t = await startTestServer({
    sleep: sleeper.sleep,
    config: { rateLimits: { ...defaultRateLimits, loginSlowdownAfter: 0 } },
  });
});
afterAll(async () => {
  await t.close();
});

function signIn(email: string, password: string): Promise<Response> {
  return fetch(`${t.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', connection: 'close' },
    body: JSON.stringify({ email, password }),
  });
}

it('drains on SIGTERM: unready, no new connections, sockets closed with 1012, requests in flight answered', async () => {
  const { client, email, password } = await t.userClient();
  const socket = await connectSocket(t.url);
  socket.send({ type: 'auth', token: client.credentials().user?.accessToken });
  await socket.next((message) => message.type === 'ready');

  const waiting = new Promise<void>((resolve) => sleeper.hold(resolve));
  const inFlight = signIn(email, password);
  await waiting;

  const drained = t.server.drain(60_000);
  expect(t.server.ctx.lifecycle.draining).toBe(true);
  expect(await socket.closed).toBe(1012);
  await expect(fetch(`${t.url}/api/health/live`, { headers: { connection: 'close' } })).rejects.toThrow();

  sleeper.release();
  const answer = await inFlight;
  expect(answer.status).toBe(200);
  expect(((await answer.json()) as { user: { email: string } }).user.email).toBe(email);
  await drained;
});

// A process of its own to signal: PostgreSQL only (the embedded database belongs to one process).
it.runIf(process.env.TEST_DATABASE_URL)(
  'SIGTERM drains the process and it exits cleanly: its sockets hear 1012',
  async () => {
    const db = await createTestDatabase();
    try {
      const api = await startApiProcess({ databaseUrl: db.url ?? '' });
      const socket = await connectSocket(api.url);
      api.signal('SIGTERM');
      expect(await socket.closed).toBe(1012);
      expect(await api.exited).toEqual({ code: 0, signal: null });
    } finally {
      await db.close();
    }
  },
);
