import { randomUUID } from 'node:crypto';
import type { Notification } from '@tradesim/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifyUsers } from '../src/modules/notifications/repo.js';
import type { OutboxEvent } from '../src/realtime/outbox-repo.js';
import { expectAppError } from './support/errors.js';
import { type EventLog, recordEvents } from './support/event-log.js';
import { startTestServer, type TestServer } from './support/test-server.js';

let t: TestServer;
let events: EventLog;

beforeAll(async () => {
  t = await startTestServer();
  events = await recordEvents(t.db);
});
afterAll(async () => {
  await events?.stop();
  await t.close();
});

const onTopic = (topic: string, data: Record<string, unknown>) => (message: OutboxEvent) =>
  message.topic === topic &&
  message.event === 'notification' &&
  JSON.stringify(message.data) === JSON.stringify(data);

/** Writes `count` notifications a minute apart, the last one newest; returns their ids oldest first. */
async function seedNotifications(
  userId: string,
  count: number,
  start = Date.UTC(2026, 0, 1),
): Promise<string[]> {
  const rows: { id: string }[] = await t.db
    .knex('notifications')
    .insert(
      Array.from({ length: count }, (_, i) => ({
        user_id: userId,
        title: `Notice ${i}`,
        message: `Message ${i}`,
        type: 'system',
        created_at: new Date(start + i * 60_000),
      })),
    )
    .returning('id');
  return rows.map((row) => row.id);
}

describe('authentication', () => {
  it('refuses every notification route without a signed-in user', async () => {
    const anonymous = t.client();
    await expectAppError(anonymous.notifications.list(), 'UNAUTHENTICATED');
    await expectAppError(anonymous.notifications.read(randomUUID()), 'UNAUTHENTICATED');
    await expectAppError(anonymous.notifications.readAll(), 'UNAUTHENTICATED');
  });
});

describe('list', () => {
  it('is empty for a new user', async () => {
    const { client } = await t.userClient();
    expect(await client.notifications.list()).toEqual({ items: [], unreadCount: 0 });
  });

  it('shows the latest 50, newest first, and counts every unread one', async () => {
    const { client, userId } = await t.userClient();
    const other = await t.userClient();
    const ids = await seedNotifications(userId, 60);
    await seedNotifications(other.userId, 3, Date.UTC(2027, 0, 1));
    // Two of the newest and three too old to be listed are already read.
    const read = [ids[59], ids[55], ids[0], ids[1], ids[2]] as string[];
    await t.db.knex('notifications').whereIn('id', read).update({ is_read: true });

    const list = await client.notifications.list();
    expect(list.items.map((n) => n.id)).toEqual(ids.slice(10).reverse());
    expect(list.unreadCount).toBe(55);
    expect(list.items[0]).toEqual({
      id: ids[59],
      title: 'Notice 59',
      message: 'Message 59',
      type: 'system',
      isRead: true,
      createdAt: new Date(Date.UTC(2026, 0, 1) + 59 * 60_000).toISOString(),
    });
    expect(list.items.filter((n) => n.isRead).map((n) => n.id)).toEqual([ids[59], ids[55]]);
  });

  it('orders notifications written at the same moment by id, newest first', async () => {
    const { client, userId } = await t.userClient();
    const now = t.server.ctx.clock.now();
    await t.db.knex.transaction((trx) =>
      notifyUsers(
        trx,
        ['a', 'b', 'c'].map((title) => ({ userId, title, message: title, type: 'account' as const })),
        now,
      ),
    );
    const list = await client.notifications.list();
    expect(list.unreadCount).toBe(3);
    expect(list.items.map((n) => n.createdAt)).toEqual(Array(3).fill(now.toISOString()));
    expect(list.items.map((n) => n.id)).toEqual(
      list.items
        .map((n) => n.id)
        .sort()
        .reverse(),
    );
  });
});

describe('read one', () => {
  it('marks it read, returns it, and tells the other tabs once', async () => {
    const { client, userId } = await t.userClient();
    const [first, second] = (await seedNotifications(userId, 2)) as [string, string];

    const read = await client.notifications.read(first);
    expect(read).toMatchObject({
      id: first,
      isRead: true,
      title: 'Notice 0',
    } satisfies Partial<Notification>);
    const list = await client.notifications.list();
    expect(list.unreadCount).toBe(1);
    expect(list.items.find((n) => n.id === first)?.isRead).toBe(true);
    expect(list.items.find((n) => n.id === second)?.isRead).toBe(false);

    // Again: still fine, still read, and nothing new to announce.
    expect(await client.notifications.read(first)).toEqual(read);
    await client.notifications.read(second);
    const topic = `me:${userId}`;
    await events.waitFor(onTopic(topic, { id: second, isRead: true }));
    expect(events.messages.filter(onTopic(topic, { id: first, isRead: true }))).toHaveLength(1);
    expect((await client.notifications.list()).unreadCount).toBe(0);
  });

  it("answers 404 for another user's notification and leaves it unread", async () => {
    const { client } = await t.userClient();
    const other = await t.userClient();
    const [theirs] = (await seedNotifications(other.userId, 1)) as [string];
    await expectAppError(
      client.notifications.read(theirs),
      'NOTIFICATION_NOT_FOUND',
      'Notification not found',
    );
    expect((await other.client.notifications.list()).unreadCount).toBe(1);
  });

  it('answers 404 for an unknown id and 400 for one that is not an id', async () => {
    const { client } = await t.userClient();
    await expectAppError(client.notifications.read(randomUUID()), 'NOTIFICATION_NOT_FOUND');
    const error = await expectAppError(client.notifications.read('read-all'), 'VALIDATION_FAILED');
    expect(error.fields).toEqual({ id: 'Invalid id' });
  });
});

describe('read all', () => {
  it("marks all the user's unread ones read, and only theirs", async () => {
    const { client, userId } = await t.userClient();
    const other = await t.userClient();
    const ids = await seedNotifications(userId, 55);
    await seedNotifications(other.userId, 2);
    await t.db.knex('notifications').where('id', ids[3]).update({ is_read: true });

    expect(await client.notifications.readAll()).toBeUndefined();
    await events.waitFor(onTopic(`me:${userId}`, { readAll: true }));
    const list = await client.notifications.list();
    expect(list.unreadCount).toBe(0);
    expect(list.items.every((n) => n.isRead)).toBe(true);
    const unread = await t.db.knex('notifications').where({ user_id: userId, is_read: false }).count();
    expect(Number(unread[0]?.count)).toBe(0);
    expect((await other.client.notifications.list()).unreadCount).toBe(2);

    // Nothing left to read is fine too.
    await client.notifications.readAll();
    expect((await client.notifications.list()).unreadCount).toBe(0);
  });
});
