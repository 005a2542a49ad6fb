import { randomUUID } from 'node:crypto';
import { type CreateTicketRequest, type TicketStatus, validationMessages } from '@tradesim/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAdminReply } from '../src/modules/support/service.js';
import type { OutboxEvent } from '../src/realtime/outbox-repo.js';
import { expectAppError } from './support/errors.js';
import { type EventLog, recordEvents } from './support/event-log.js';
import { getJson } from './support/http.js';
import { startTestServer, type TestServer } from './support/test-server.js';

let t: TestServer;
let events: EventLog;
let adminId: string;

beforeAll(async () => {
  t = await startTestServer({ testClock: true });
  events = await recordEvents(t.db);
  const admin = await t.db.knex('profiles').where('user_type', 'admin').first('id');
  adminId = admin.id;
});
afterAll(async () => {
  await events?.stop();
  await t.close();
});

const event = (topic: string, name: string, data: Record<string, unknown>) => (message: OutboxEvent) =>
  message.topic === topic && message.event === name && JSON.stringify(message.data) === JSON.stringify(data);

// Each step a second later, so "newest first" and "oldest first" never hinge on a tie.
const tick = () => t.server.ctx.clock.advance(1000);

const newTicket: CreateTicketRequest = {
  subject: 'Deposit not credited',
  description: 'I sent 100 USDT an hour ago.',
  category: 'billing',
  priority: 'high',
};

async function messageCount(ticketId: string): Promise<number> {
  const [row] = await t.db.knex('chat_messages').where('ticket_id', ticketId).count();
  return Number(row?.count);
}

async function reply(ticketId: string, message: string) {
  const now = t.server.ctx.clock.now();
  return t.db.knex.transaction((trx) => addAdminReply(trx, { ticketId, adminId, message, now }));
}

describe('authentication', () => {
  it('refuses every support route without a signed-in user', async () => {
    const anonymous = t.client();
    const id = randomUUID();
    await expectAppError(anonymous.support.tickets.list(), 'UNAUTHENTICATED');
    await expectAppError(anonymous.support.tickets.create(newTicket), 'UNAUTHENTICATED');
    await expectAppError(anonymous.support.tickets.get(id), 'UNAUTHENTICATED');
    await expectAppError(anonymous.support.tickets.send(id, 'hello'), 'UNAUTHENTICATED');
  });
});

describe('create', () => {
  it('opens a ticket whose description is the first message of its chat, and tells the admins', async () => {
    const { client, email, userId } = await t.userClient();
    const ticket = await client.support.tickets.create({
      ...newTicket,
      subject: '  Deposit not credited ',
      description: ' I sent 100 USDT an hour ago.\n',
    });
    const now = t.server.ctx.clock.now().getTime();
    expect(ticket).toMatchObject({
      userId,
      userEmail: email,
      subject: 'Deposit not credited',
      description: 'I sent 100 USDT an hour ago.',
      status: 'open',
      category: 'billing',
      priority: 'high',
      assignedAdmin: null,
      messageCount: 1,
      unreadCount: 0,
    });
    expect(ticket.lastMessageAt).toBe(ticket.createdAt);
    expect(ticket.updatedAt).toBe(ticket.createdAt);
    expect(Math.abs(Date.parse(ticket.createdAt) - now)).toBeLessThan(60_000);
    await events.waitFor(event('admin.support', 'ticket', { id: ticket.id, status: 'open' }));

    const detail = await client.support.tickets.get(ticket.id);
    expect(detail.messages).toEqual([
      {
        id: expect.any(String),
        ticketId: ticket.id,
        senderId: userId,
        senderType: 'user',
        message: 'I sent 100 USDT an hour ago.',
        isRead: false,
        createdAt: ticket.createdAt,
      },
    ]);
    expect((await client.support.tickets.list()).items).toEqual([ticket]);
  });

  it('files a ticket as general and medium unless told otherwise', async () => {
    const { client } = await t.userClient();
    const ticket = await client.support.tickets.create({ subject: 'Hi', description: 'A question' });
    expect(ticket).toMatchObject({ category: 'general', priority: 'medium', status: 'open' });
  });

  it('refuses what the schema refuses, with its messages, and creates nothing', async () => {
    const { client, userId } = await t.userClient();
    const refused = async (input: Record<string, unknown>, field: string, message?: string) => {
      const error = await expectAppError(
        client.support.tickets.create({ ...newTicket, ...input } as CreateTicketRequest),
        'VALIDATION_FAILED',
        message,
      );
      expect(Object.keys(error.fields ?? {})).toEqual([field]);
      if (message) expect(error.fields?.[field]).toBe(message);
    };
    await refused({ subject: '' }, 'subject', 'Subject is required');
    await refused({ subject: '   ' }, 'subject', 'Subject is required');
    await refused({ subject: undefined }, 'subject', 'Subject is required');
    await refused({ subject: 's'.repeat(201) }, 'subject', 'Must be at most 200 characters');
    await refused({ description: ' \n\t ' }, 'description', 'Description is required');
    await refused({ description: undefined }, 'description', 'Description is required');
    await refused(
      { description: 'd'.repeat(1001) },
      'description',
      'Description must be 1000 characters or fewer',
    );
    await refused({ category: 'complaints' }, 'category');
    await refused({ priority: 'critical' }, 'priority');
    await refused({ priority: 3 }, 'priority');
    await refused({ subject: 'a\u0000b' }, 'subject', validationMessages.textNotStorable);
    await refused({ description: 'a\u0000b' }, 'description', validationMessages.textNotStorable);
    const [row] = await t.db.knex('support_tickets').where('user_id', userId).count();
    expect(Number(row?.count)).toBe(0);

    const longest = await client.support.tickets.create({ ...newTicket, description: 'd'.repeat(1000) });
    expect(longest.description).toHaveLength(1000);
  });
});

describe('one ticket', () => {
  it("answers 404 for another user's ticket and for an unknown one, and changes nothing", async () => {
    const owner = await t.userClient();
    const { client } = await t.userClient();
    const ticket = await owner.client.support.tickets.create(newTicket);
    await reply(ticket.id, 'We are looking into it.');

    await expectAppError(client.support.tickets.get(ticket.id), 'TICKET_NOT_FOUND', 'Ticket not found');
    await expectAppError(
      client.support.tickets.send(ticket.id, 'Me too'),
      'TICKET_NOT_FOUND',
      'Ticket not found',
    );
    await expectAppError(client.support.tickets.get(randomUUID()), 'TICKET_NOT_FOUND');
    await expectAppError(client.support.tickets.send(randomUUID(), 'Hello'), 'TICKET_NOT_FOUND');
    await expectAppError(client.support.tickets.get('not-a-uuid'), 'VALIDATION_FAILED', 'Invalid id');
    expect(await messageCount(ticket.id)).toBe(2);
    // The stranger's look did not mark the owner's reply read.
    expect((await owner.client.support.tickets.list()).items[0]?.unreadCount).toBe(1);
  });
});

describe('messages', () => {
  it('adds the user message, moves the ticket up and tells the chat and the admins', async () => {
    const { client, userId } = await t.userClient();
    const ticket = await client.support.tickets.create(newTicket);
    tick();
    const sent = await client.support.tickets.send(ticket.id, '  Here is the hash: abc123  ');
    expect(sent).toMatchObject({
      ticketId: ticket.id,
      senderId: userId,
      senderType: 'user',
      message: 'Here is the hash: abc123',
      isRead: false,
    });
    expect(Date.parse(sent.createdAt)).toBeGreaterThan(Date.parse(ticket.createdAt));
    await events.waitFor(
      event(`support.${ticket.id}`, 'message', { id: sent.id, ticketId: ticket.id, senderType: 'user' }),
    );
    await events.waitFor(event('admin.support', 'message', { ticketId: ticket.id, id: sent.id }));

    const detail = await client.support.tickets.get(ticket.id);
    expect(detail.messages.map((m) => m.message)).toEqual([
      newTicket.description,
      'Here is the hash: abc123',
    ]);
    expect(detail).toMatchObject({
      status: 'open',
      messageCount: 2,
      unreadCount: 0,
      lastMessageAt: sent.createdAt,
      updatedAt: sent.createdAt,
    });
    const exactly1000 = await client.support.tickets.send(ticket.id, 'x'.repeat(1000));
    expect(exactly1000.message).toHaveLength(1000);
  });

  it('refuses blank and overlong messages with the chat messages', async () => {
    const { client } = await t.userClient();
    const ticket = await client.support.tickets.create(newTicket);
    const refused = async (message: unknown, text: string) => {
      const error = await expectAppError(
        client.support.tickets.send(ticket.id, message as string),
        'VALIDATION_FAILED',
        text,
      );
      expect(error.fields).toEqual({ message: text });
    };
    await refused('', 'Message cannot be empty');
    await refused('  \n\t ', 'Message cannot be empty');
    await refused(undefined, 'Message cannot be empty');
    await refused(42, 'Message cannot be empty');
    // PostgreSQL text cannot hold NUL: a field error, not a failed insert.
    await refused('a\u0000b', validationMessages.textNotStorable);
    await refused('m'.repeat(1001), 'Message must be 1000 characters or fewer');
    await refused(` ${'m'.repeat(1001)} `, 'Message must be 1000 characters or fewer');
    expect(await messageCount(ticket.id)).toBe(1);
  });

  it('reopens a resolved ticket, keeps an in-progress one, and refuses a closed one', async () => {
    const { client } = await t.userClient();
    const ticket = await client.support.tickets.create(newTicket);
    const setStatus = (status: TicketStatus) =>
      t.db.knex('support_tickets').where('id', ticket.id).update({ status });

    await setStatus('in_progress');
    await client.support.tickets.send(ticket.id, 'Any news?');
    expect((await client.support.tickets.get(ticket.id)).status).toBe('in_progress');

    await setStatus('resolved');
    await client.support.tickets.send(ticket.id, 'It is back again');
    expect((await client.support.tickets.get(ticket.id)).status).toBe('open');
    await events.waitFor(event('admin.support', 'ticket', { id: ticket.id, status: 'open' }));

    await setStatus('closed');
    await expectAppError(
      client.support.tickets.send(ticket.id, 'Hello?'),
      'TICKET_CLOSED',
      'This ticket is closed. Please open a new ticket.',
    );
    const detail = await client.support.tickets.get(ticket.id);
    expect(detail.status).toBe('closed');
    expect(detail.messageCount).toBe(3);
  });
});

describe('list', () => {
  it("shows only the user's tickets, latest conversation first, with their counts", async () => {
    const { client, userId } = await t.userClient();
    const other = await t.userClient();
    await other.client.support.tickets.create(newTicket);
    const older = await client.support.tickets.create({ ...newTicket, subject: 'Older' });
    tick();
    const newer = await client.support.tickets.create({ ...newTicket, subject: 'Newer' });
    tick();
    // A ticket without a conversation (written before chats existed) comes last.
    const [silent] = await t.db
      .knex('support_tickets')
      .insert({
        user_id: userId,
        subject: 'Silent',
        description: 'No chat',
        created_at: t.server.ctx.clock.now(),
        updated_at: t.server.ctx.clock.now(),
      })
      .returning('id');
    expect((await client.support.tickets.list()).items.map((x) => x.subject)).toEqual([
      'Newer',
      'Older',
      'Silent',
    ]);

    tick();
    await client.support.tickets.send(older.id, 'Still waiting');
    tick();
    await reply(older.id, 'Checking now');
    tick();
    await reply(older.id, 'Found it');
    const items = (await client.support.tickets.list()).items;
    expect(items.map((x) => x.id)).toEqual([older.id, newer.id, silent.id]);
    expect(items.map((x) => [x.messageCount, x.unreadCount])).toEqual([
      [4, 2],
      [1, 0],
      [0, 0],
    ]);
  });
});

describe('admin reply', () => {
  it('notifies the owner and shows in the chat as unread until the owner opens the ticket', async () => {
    const { client, userId } = await t.userClient();
    const ticket = await client.support.tickets.create(newTicket);
    tick();
    const text = `Thanks for waiting. ${'We have credited your deposit. '.repeat(6)}`.trim();
    const answer = await reply(ticket.id, `  ${text}  `);
    expect(answer).toMatchObject({
      ticketId: ticket.id,
      senderId: adminId,
      senderType: 'admin',
      message: text,
      isRead: false,
    });
    await events.waitFor(
      event(`support.${ticket.id}`, 'message', { id: answer.id, ticketId: ticket.id, senderType: 'admin' }),
    );
    await events.waitFor(event('admin.support', 'message', { ticketId: ticket.id, id: answer.id }));
    const bell = await events.waitFor((m) => m.topic === `me:${userId}` && m.event === 'notification');

    const notifications = await client.notifications.list();
    expect(notifications.unreadCount).toBe(1);
    expect(notifications.items).toEqual([
      {
        id: (bell.data as { id: string }).id,
        title: 'New reply from support',
        message: text.slice(0, 120),
        type: 'support',
        isRead: false,
        createdAt: answer.createdAt,
      },
    ]);
    expect(text.length).toBeGreaterThan(120);
    const stored = await t.db.knex('notifications').where('user_id', userId).first('reference_id');
    expect(stored.reference_id).toBe(ticket.id);

    const [listed] = (await client.support.tickets.list()).items;
    expect(listed).toMatchObject({
      id: ticket.id,
      messageCount: 2,
      unreadCount: 1,
      lastMessageAt: answer.createdAt,
    });

    const detail = await client.support.tickets.get(ticket.id);
    expect(detail.messages.map((m) => [m.senderType, m.message])).toEqual([
      ['user', newTicket.description],
      ['admin', text],
    ]);
    expect(detail.messages[1]).toMatchObject({ id: answer.id, senderId: adminId, isRead: true });
    expect(detail.unreadCount).toBe(0);
    expect((await client.support.tickets.list()).items[0]?.unreadCount).toBe(0);
    // Opening the ticket reads support's replies; the user's own stay unread for the admins.
    const flags = await t.db.knex('chat_messages').where('ticket_id', ticket.id).orderBy('created_at');
    expect(flags.map((row: { is_read: boolean }) => row.is_read)).toEqual([false, true]);
    // Reading the ticket is not reading the notification.
    expect((await client.notifications.list()).unreadCount).toBe(1);
  });

  it('keeps the status: an admin may answer a ticket in any state', async () => {
    const { client } = await t.userClient();
    const ticket = await client.support.tickets.create(newTicket);
    await t.db.knex('support_tickets').where('id', ticket.id).update({ status: 'closed' });
    await reply(ticket.id, 'Closing note');
    expect(await client.support.tickets.get(ticket.id)).toMatchObject({ status: 'closed', messageCount: 2 });
  });

  it('refuses a blank or overlong reply and an unknown ticket, writing nothing', async () => {
    const { client, userId } = await t.userClient();
    const ticket = await client.support.tickets.create(newTicket);
    await expectAppError(reply(ticket.id, '   '), 'VALIDATION_FAILED', 'Message cannot be empty');
    await expectAppError(
      reply(ticket.id, 'r'.repeat(1001)),
      'VALIDATION_FAILED',
      'Message must be 1000 characters or fewer',
    );
    await expectAppError(
      reply(ticket.id, 'a\u0000b'),
      'VALIDATION_FAILED',
      validationMessages.textNotStorable,
    );
    await expectAppError(reply(randomUUID(), 'Hello'), 'TICKET_NOT_FOUND');
    expect(await messageCount(ticket.id)).toBe(1);
    expect((await client.notifications.list()).items).toEqual([]);
    const [row] = await t.db.knex('notifications').where('user_id', userId).count();
    expect(Number(row?.count)).toBe(0);
  });
});

describe('documentation', () => {
  it('documents the decisions the contract left open', async () => {
    const document = await getJson(`${t.url}/api/openapi.json`);
    const send = document.paths['/api/support/tickets/{id}/messages'].post;
    expect(send.responses['409'].description).toContain('TICKET_CLOSED');
    expect(send.responses['404'].description).toContain('Ticket not found');
    expect(document.paths['/api/support/tickets'].post.summary).toContain('first message');
    expect(document.paths['/api/notifications/{id}/read'].post.responses['200']).toBeDefined();
    expect(document.paths['/api/notifications/read-all'].post.responses['204']).toBeDefined();
  });
});
