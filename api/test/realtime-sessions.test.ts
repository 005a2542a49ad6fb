import { seededRng } from '@tradesim/core';
import type { TradesimClient } from '@tradesim/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '../src/clock.js';
import { hashToken } from '../src/modules/auth/tokens.js';
import { tickPrices } from '../src/modules/market/price-tick.js';
import {
  authAndSubscribe,
  connectSocket,
  subscribedSocket,
  type TestSocket,
  tickEvent,
} from './support/realtime-socket.js';
import { startTestServer, type TestServer } from './support/test-server.js';

let t: TestServer;
const clock = testClock();

beforeAll(async () => {
  t = await startTestServer({ seedDemo: true, clock });
});
afterAll(async () => {
  await t.close();
});

const userTopics = ['me', 'assets'];
const adminTopics = ['admin.transactions', 'assets'];

function userToken(client: TradesimClient): string {
  return client.credentials().user?.accessToken ?? '';
}

function adminToken(client: TradesimClient): string {
  return client.credentials().admin?.token ?? '';
}

/** A user signed in twice: two sessions, a socket on each. */
async function userWithTwoSessions() {
  const { client: first, email, password, userId } = await t.userClient();
  const second = t.client();
  await second.auth.login({ email, password });
  return {
    email,
    password,
    userId,
    first,
    second,
    firstSocket: await subscribedSocket(t.url, userToken(first), userTopics),
    secondSocket: await subscribedSocket(t.url, userToken(second), userTopics),
  };
}

/** A socket of a session nothing here ends: it hears every event committed after an ending. */
async function bystander(): Promise<TestSocket> {
  const { client } = await t.userClient();
  return subscribedSocket(t.url, userToken(client), ['assets']);
}

async function tick(): Promise<number> {
  const { tickId } = await tickPrices(t.server.ctx, { now: clock.now(), rng: seededRng('marker') });
  return tickId;
}

/**
 * The ending has committed: an event committed after it reaches `live` (or a bystander), and by
 * then every `ended` socket has been cut off, so it never hears that event and closes with 4401.
 * Events reach an instance in commit order, so this bounds the close by the next event, not by
 * the 30 s periodic check (which would have let the ended socket hear it).
 */
async function expectEndedBeforeNextEvent(ended: TestSocket[], live: TestSocket[] = []): Promise<void> {
  const observers = live.length > 0 ? live : [await bystander()];
  const tickId = await tick();
  for (const socket of observers) await socket.next(tickEvent(tickId));
  for (const socket of ended) {
    expect(await socket.hears(tickEvent(tickId))).toBe(false);
    expect(await socket.closed).toBe(4401);
  }
  for (const socket of observers) socket.close();
}

describe('a session that ends closes its sockets at once', () => {
  it('sign-out closes that session’s socket only', async () => {
    const user = await userWithTwoSessions();
    await user.first.auth.logout();
    await expectEndedBeforeNextEvent([user.firstSocket], [user.secondSocket]);
  });

  it('global sign-out closes the socket of every session of the user', async () => {
    const user = await userWithTwoSessions();
    await user.first.auth.logout({ scope: 'global' });
    await expectEndedBeforeNextEvent([user.firstSocket, user.secondSocket]);
  });

  it('revoking a session in Settings closes its socket, not the revoker’s', async () => {
    const user = await userWithTwoSessions();
    const { items } = await user.second.sessions.list();
    const other = items.find((session) => !session.current);
    await user.second.sessions.revoke(other?.id ?? '');
    await expectEndedBeforeNextEvent([user.firstSocket], [user.secondSocket]);
  });

  it('a password change closes the other sessions’ sockets, not this one’s', async () => {
    const user = await userWithTwoSessions();
    await user.second.me.changePassword({ currentPassword: user.password, newPassword: 'another-pass-1' });
    await expectEndedBeforeNextEvent([user.firstSocket], [user.secondSocket]);
  });

  it('a password reset closes every socket of the user', async () => {
    const user = await userWithTwoSessions();
    await t.client().auth.forgotPassword(user.email);
    const mail = await t.db.knex('mail_outbox').where('to_email', user.email).first('body');
    const token = decodeURIComponent(/token=([\w-]+)/.exec(mail?.body ?? '')?.[1] ?? '');
    await t.client().auth.resetPassword({ token, password: 'brand-new-pass' });
    await expectEndedBeforeNextEvent([user.firstSocket, user.secondSocket]);
  });

  it('a refresh token used twice ends its session and closes its socket', async () => {
    const user = await userWithTwoSessions();
    const stolen = user.first.credentials().user?.refreshToken;
    await user.first.auth.refresh();
    await user.first
      .request({ method: 'POST', path: '/api/auth/refresh', auth: 'none', body: { refreshToken: stolen } })
      .catch(() => undefined);
    await expectEndedBeforeNextEvent([user.firstSocket], [user.secondSocket]);
  });

  it('a ban closes every socket of the user', async () => {
    const user = await userWithTwoSessions();
    const admin = await t.adminClient();
    await admin.admin.users.ban(user.userId, 'Fraud');
    await expectEndedBeforeNextEvent([user.firstSocket, user.secondSocket]);
  });

  it('an admin’s sign-out closes that console’s socket', async () => {
    const admin = await t.adminClient();
    const other = await t.adminClient();
    const socket = await subscribedSocket(t.url, adminToken(admin), adminTopics);
    const otherSocket = await subscribedSocket(t.url, adminToken(other), adminTopics);
    await admin.admin.auth.logout();
    await expectEndedBeforeNextEvent([socket], [otherSocket]);
  });

  it('an admin ending another of their own sessions closes its socket', async () => {
    const admin = await t.adminClient();
    const other = await t.adminClient();
    const socket = await subscribedSocket(t.url, adminToken(admin), adminTopics);
    const otherSocket = await subscribedSocket(t.url, adminToken(other), adminTopics);
    const session = await t.db
      .knex('sessions')
      .where('token_hash', hashToken(adminToken(admin)))
      .first('id');
    await other.admin.auth.sessions.revoke(session?.id ?? '');
    await expectEndedBeforeNextEvent([socket], [otherSocket]);
  });

  it('expiry closes the socket once the clock passes it, not before', async () => {
    const { client, userId } = await t.userClient();
    const socket = await subscribedSocket(t.url, userToken(client), userTopics);
    const row: { expires_at: Date } = await t.db
      .knex('sessions')
      .where('user_id', userId)
      .first('expires_at');
    const expiresAt = row.expires_at.getTime();

    clock.advance(expiresAt - clock.now().getTime() - 60_000);
    const before = await tick();
    expect(await socket.hears(tickEvent(before))).toBe(true);

    clock.advance(60_001);
    const advancedAt = performance.now();
    expect(await socket.closed).toBe(4401);
    // Generous: the expiry watch runs every 0.5 s; only the 30 s periodic check would be slower.
    expect(performance.now() - advancedAt).toBeLessThan(10_000);
  });
});

describe('a socket’s messages are handled in the order they arrive', () => {
  it('subscribe sent right behind auth is answered for every one of 50 sockets', async () => {
    const users = await Promise.all(Array.from({ length: 5 }, () => t.userClient()));
    const sockets = await Promise.all(Array.from({ length: 50 }, () => connectSocket(t.url)));
    // Every socket's auth and subscribe leave in one tick, none waiting for `ready`.
    sockets.forEach((socket, i) => {
      authAndSubscribe(socket, userToken(users[i % users.length]?.client ?? t.client()), userTopics);
    });
    const answers = await Promise.all(
      sockets.map((socket) =>
        socket.next((message) => message.type === 'subscribed' || message.type === 'error'),
      ),
    );
    expect(answers.map((answer) => [answer.type, answer.topics])).toEqual(
      sockets.map(() => ['subscribed', userTopics]),
    );
    const tickId = await tick();
    await Promise.all(sockets.map((socket) => socket.next(tickEvent(tickId))));
    for (const socket of sockets) {
      expect(socket.messages.map((message) => message.type)).toEqual(['ready', 'subscribed', 'event']);
      socket.close();
    }
  });
});
