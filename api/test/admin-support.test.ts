import { randomUUID } from 'node:crypto';
import {
  type CreateTicketRequest,
  type RealtimeEvent,
  type TicketStatus,
  validationMessages,
} from '@tradesim/core';
import type { TradesimClient } from '@tradesim/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxEvent } from '../src/realtime/outbox-repo.js';
import { expectAppError } from './support/errors.js';
import { type EventLog, recordEvents } from './support/event-log.js';
import { getJson } from './support/http.js';
import { startTestServer, type TestServer } from './support/test-server.js';

let t: TestServer;
let events: EventLog;
let admin: TradesimClient;
let adminId: string;

beforeAll(async () => {
  t = await startTestServer({ testClock: true });
  events = await recordEvents(t.db);
  admin = await t.adminClient();
  adminId = (await admin.admin.auth.session()).admin.id;
});
afterAll(async () => {
  await events?.stop();
  await t.close();
});

// Each step a second later, so "newest first" and "oldest first" never hinge on a tie.
const tick = () => t.server.ctx.clock.advance(1000);

const newTicket: CreateTicketRequest = {
  subject: 'Deposit not credited',
  description: 'I sent 100 USDT an hour ago.',
  category: 'billing',
  priority: 'high',
};

interface AuditRow {
  actor_id: string | null;
  actor_type: string;
  action: string;
  table_name: string;
  record_id: string | null;
  old_values: Record<string, unknown> | null;
  new_values: Record<string, unknown> | null;
  ip_address: string | null;
}

async function auditsOf(recordId: string): Promise<AuditRow[]> {
  return t.db.knex('admin_action_logs').where('record_id', recordId).orderBy('created_at');
}

async function messageCount(ticketId: string): Promise<number> {
  const [row] = await t.db.knex('chat_messages').where('ticket_id', ticketId).count();
  return Number(row?.count);
}

async function notificationsOf(userId: string): Promise<{ title: string; message: string }[]> {
  return t.db.knex('notifications').where('user_id', userId).orderBy('created_at').select('title', 'message');
}

const event = (topic: string, name: string, data: Record<string, unknown>) => (message: OutboxEvent) =>
  message.topic === topic && message.event === name && JSON.stringify(message.data) === JSON.stringify(data);

/** A user with a ticket whose subject carries a token no other test uses. */
async function userWithTicket(overrides: Partial<CreateTicketRequest> = {}) {
  const user = await t.userClient();
  const ticket = await user.client.support.tickets.create({ ...newTicket, ...overrides });
  return { ...user, ticket };
}

describe('access', () => {
  it('refuses a user token and no token on every support route', async () => {
    const { session } = await t.client().auth.register({
      email: `plain.${randomUUID()}@example.test`,
      password: 'password-123',
      firstName: 'Plain',
      lastName: 'User',
    });
    const id = randomUUID();
    const callers: [TradesimClient, string][] = [
      [t.clientWithToken(session.accessToken), 'ADMIN_REQUIRED'],
      [t.client(), 'ADMIN_SESSION_INVALID'],
    ];
    for (const [who, code] of callers) {
      await expectAppError(who.admin.support.tickets.list(), code);
      await expectAppError(who.admin.support.tickets.get(id), code);
      await expectAppError(who.admin.support.tickets.send(id, 'Hello'), code);
      await expectAppError(who.admin.support.tickets.update(id, { status: 'closed' }), code);
      await expectAppError(who.admin.support.responses(), code);
    }
  });
});

describe('ticket list', () => {
  it("lists every user's tickets newest first with the owner's email, filtered and counted", async () => {
    const token = `tok${randomUUID().slice(0, 8)}`;
    const alice = await userWithTicket({ subject: `${token} Deposit missing`, priority: 'urgent' });
    tick();
    const bob = await userWithTicket({
      subject: 'Login trouble',
      description: `Cannot sign in (${token.toUpperCase()})`,
      category: 'security',
      priority: 'low',
    });
    tick();
    const carol = await userWithTicket({
      subject: `${token} withdrawal`,
      category: 'billing',
      priority: 'urgent',
    });
    tick();
    // Someone else's ticket without the token: never in these results.
    await userWithTicket({ subject: 'Unrelated' });
    await admin.admin.support.tickets.update(bob.ticket.id, {
      status: 'in_progress',
      assignedAdmin: adminId,
    });
    await admin.admin.support.tickets.update(carol.ticket.id, { status: 'resolved' });

    const all = await admin.admin.support.tickets.list({ q: token });
    expect(all.items.map((x) => x.id)).toEqual([carol.ticket.id, bob.ticket.id, alice.ticket.id]);
    expect(all.items.map((x) => x.userEmail)).toEqual([carol.email, bob.email, alice.email]);
    expect(all).toMatchObject({
      nextCursor: null,
      total: 3,
      counts: { total: 3, open: 1, inProgress: 1, resolved: 1, closed: 0, urgent: 2 },
    });
    expect(all.items[2]).toMatchObject({ userId: alice.userId, messageCount: 1, unreadCount: 1 });

    const ids = async (query: Parameters<typeof admin.admin.support.tickets.list>[0]) =>
      (await admin.admin.support.tickets.list({ q: token, ...query })).items.map((x) => x.id);
    expect(await ids({ priority: 'urgent' })).toEqual([carol.ticket.id, alice.ticket.id]);
    expect(await ids({ category: 'security' })).toEqual([bob.ticket.id]);
    expect(await ids({ assignedAdmin: adminId })).toEqual([bob.ticket.id]);
    expect(await ids({ assignedAdmin: randomUUID() })).toEqual([]);
    expect(await ids({ q: `  ${token.toUpperCase()} DEPOSIT ` })).toEqual([alice.ticket.id]);
    // `%` and `_` are text to find, not wildcards.
    expect(await ids({ q: `${token}%` })).toEqual([]);

    // The status filter narrows the list and its total, never the stat cards.
    const resolved = await admin.admin.support.tickets.list({ q: token, status: 'resolved' });
    expect(resolved.items.map((x) => x.id)).toEqual([carol.ticket.id]);
    expect(resolved.total).toBe(1);
    expect(resolved.counts).toEqual(all.counts);
    // Other filters narrow the cards too.
    const urgent = await admin.admin.support.tickets.list({ q: token, priority: 'urgent', status: 'open' });
    expect(urgent.items.map((x) => x.id)).toEqual([alice.ticket.id]);
    expect(urgent.counts).toEqual({ total: 2, open: 1, inProgress: 0, resolved: 1, closed: 0, urgent: 2 });
  });

  it('pages by cursor without repeating or skipping a ticket', async () => {
    const token = `page${randomUUID().slice(0, 8)}`;
    const created: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      created.unshift((await userWithTicket({ subject: `${token} #${i}` })).ticket.id);
      // Two of them in the same instant: the id settles the order.
      if (i !== 2) tick();
    }
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await admin.admin.support.tickets.list({
        q: token,
        limit: 2,
        ...(cursor ? { cursor } : {}),
      });
      expect(page.items.length).toBeLessThanOrEqual(2);
      expect(page.total).toBe(5);
      expect(page.counts.total).toBe(5);
      seen.push(...page.items.map((x) => x.id));
      cursor = page.nextCursor ?? undefined;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(5);
    expect(new Set(seen)).toEqual(new Set(created));
    const whole = await admin.admin.support.tickets.list({ q: token });
    expect(seen).toEqual(whole.items.map((x) => x.id));
  });

  it('refuses bad filters and cursors', async () => {
    const list = admin.admin.support.tickets.list;
    await expectAppError(list({ status: 'pending' as TicketStatus }), 'VALIDATION_FAILED');
    await expectAppError(list({ priority: 'critical' as never }), 'VALIDATION_FAILED');
    await expectAppError(list({ assignedAdmin: 'me' }), 'VALIDATION_FAILED');
    await expectAppError(list({ limit: 0 }), 'VALIDATION_FAILED');
    await expectAppError(list({ limit: 201 }), 'VALIDATION_FAILED');
    await expectAppError(list({ cursor: 'bm9wZQ' }), 'VALIDATION_FAILED', 'Invalid cursor');
    await expectAppError(list({ q: 'a\u0000b' }), 'VALIDATION_FAILED');
  });
});

describe('one ticket', () => {
  it("shows messages oldest first and marks the user's messages read, not the admin's", async () => {
    const { client, ticket, userId } = await userWithTicket();
    tick();
    await client.support.tickets.send(ticket.id, 'Here is the hash');
    tick();
    const answer = await admin.admin.support.tickets.send(ticket.id, 'Checking');
    const listed = await admin.admin.support.tickets.list({ q: ticket.subject });
    expect(listed.items.find((x) => x.id === ticket.id)?.unreadCount).toBe(2);

    const detail = await admin.admin.support.tickets.get(ticket.id);
    expect(detail).toMatchObject({ id: ticket.id, userId, status: 'open', messageCount: 3, unreadCount: 0 });
    expect(detail.messages.map((m) => [m.senderType, m.message, m.isRead])).toEqual([
      ['user', newTicket.description, true],
      ['user', 'Here is the hash', true],
      ['admin', 'Checking', false],
    ]);
    expect(detail.messages[2]).toMatchObject({ id: answer.id, senderId: adminId });
    const flags = await t.db.knex('chat_messages').where('ticket_id', ticket.id).orderBy('created_at');
    expect(flags.map((row: { is_read: boolean }) => row.is_read)).toEqual([true, true, false]);
    // The owner still has the admin's reply to read.
    expect((await client.support.tickets.list()).items[0]?.unreadCount).toBe(1);
  });

  it('answers 404 for an unknown ticket and 400 for a malformed id', async () => {
    await expectAppError(
      admin.admin.support.tickets.get(randomUUID()),
      'TICKET_NOT_FOUND',
      'Ticket not found',
    );
    await expectAppError(admin.admin.support.tickets.get('nope'), 'VALIDATION_FAILED', 'Invalid id');
  });
});

describe('replies', () => {
  it("adds the reply under the admin's own id, notifies the owner and audits REPLY_TICKET", async () => {
    const { client, ticket, userId } = await userWithTicket();
    tick();
    const sent = await admin.admin.support.tickets.send(ticket.id, '  We credited it.  ');
    expect(sent).toMatchObject({
      ticketId: ticket.id,
      senderId: adminId,
      senderType: 'admin',
      message: 'We credited it.',
      isRead: false,
    });
    const detail = await client.support.tickets.get(ticket.id);
    expect(detail).toMatchObject({
      status: 'open',
      lastMessageAt: sent.createdAt,
      updatedAt: sent.createdAt,
    });
    expect(await notificationsOf(userId)).toEqual([
      { title: 'New reply from support', message: 'We credited it.' },
    ]);
    const audits = await auditsOf(ticket.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actor_type: 'admin',
      actor_id: adminId,
      action: 'REPLY_TICKET',
      table_name: 'support_tickets',
      old_values: null,
      new_values: { messageId: sent.id, message: 'We credited it.' },
    });
    expect(audits[0]?.ip_address).toBeTruthy();
    expect((await admin.admin.support.tickets.send(ticket.id, 'x'.repeat(1000))).message).toHaveLength(1000);
  });

  it('refuses blank, overlong and NUL messages and unknown tickets, writing nothing', async () => {
    const { ticket, userId } = await userWithTicket();
    const refused = async (message: unknown, text: string) => {
      const error = await expectAppError(
        admin.admin.support.tickets.send(ticket.id, message as string),
        'VALIDATION_FAILED',
        text,
      );
      expect(error.fields).toEqual({ message: text });
    };
    await refused('', 'Message cannot be empty');
    await refused(' \n\t ', 'Message cannot be empty');
    await refused(undefined, 'Message cannot be empty');
    await refused('m'.repeat(1001), 'Message must be 1000 characters or fewer');
    await refused('a\u0000b', validationMessages.textNotStorable);
    const unknown = randomUUID();
    await expectAppError(
      admin.admin.support.tickets.send(unknown, 'Hello'),
      'TICKET_NOT_FOUND',
      'Ticket not found',
    );
    expect(await messageCount(ticket.id)).toBe(1);
    expect(await auditsOf(ticket.id)).toEqual([]);
    expect(await auditsOf(unknown)).toEqual([]);
    expect(await notificationsOf(userId)).toEqual([]);
  });
});

/** A client's realtime events, with a wait for the first that matches. */
function recorder() {
  const seen: RealtimeEvent[] = [];
  let wake: (() => void)[] = [];
  return {
    seen,
    handler(received: RealtimeEvent) {
      seen.push(received);
      for (const resolve of wake) resolve();
      wake = [];
    },
    async next(match: (received: RealtimeEvent) => boolean): Promise<RealtimeEvent> {
      for (;;) {
        const found = seen.find(match);
        if (found) return found;
        await new Promise<void>((resolve) => wake.push(resolve));
      }
    },
  };
}

describe('realtime', () => {
  it("tells subscribed admins when a user writes, and the owner's chat when an admin answers", async () => {
    const { client, ticket } = await userWithTicket();
    const watcher = await t.adminClient();
    const adminEvents = recorder();
    const ownerEvents = recorder();
    await watcher.realtime.subscribe(['admin.support'], adminEvents.handler, { as: 'admin' }).ready;
    await client.realtime.subscribe([`support.${ticket.id}`], ownerEvents.handler).ready;
    try {
      const written = await client.support.tickets.send(ticket.id, 'Any news?');
      const heard = await adminEvents.next((e) => e.event === 'message');
      expect(heard).toMatchObject({
        type: 'event',
        topic: 'admin.support',
        data: { ticketId: ticket.id, id: written.id },
      });

      const answer = await admin.admin.support.tickets.send(ticket.id, 'Yes: it is credited');
      const reply = await ownerEvents.next(
        (e) => e.event === 'message' && (e.data as { id: string }).id === answer.id,
      );
      expect(reply).toMatchObject({
        topic: `support.${ticket.id}`,
        data: { id: answer.id, ticketId: ticket.id, senderType: 'admin' },
      });

      await admin.admin.support.tickets.update(ticket.id, { status: 'closed' });
      expect(await adminEvents.next((e) => e.event === 'ticket')).toMatchObject({
        topic: 'admin.support',
        data: { id: ticket.id, status: 'closed' },
      });
      expect(await ownerEvents.next((e) => e.event === 'ticket')).toMatchObject({
        topic: `support.${ticket.id}`,
        data: { id: ticket.id, status: 'closed' },
      });
    } finally {
      watcher.realtime.close();
      client.realtime.close();
    }
  });
});

describe('ticket updates', () => {
  it('changes the status with UPDATE_TICKET_STATUS, refreshes updatedAt and tells the owner when resolved', async () => {
    const { client, ticket, userId } = await userWithTicket();
    tick();
    const working = await admin.admin.support.tickets.update(ticket.id, { status: 'in_progress' });
    expect(working).toMatchObject({
      id: ticket.id,
      status: 'in_progress',
      priority: 'high',
      userEmail: ticket.userEmail,
    });
    expect(Date.parse(working.updatedAt) - Date.parse(ticket.updatedAt)).toBeGreaterThanOrEqual(1000);
    await events.waitFor(event('admin.support', 'ticket', { id: ticket.id, status: 'in_progress' }));
    // Only an ending status is worth a notification.
    expect(await notificationsOf(userId)).toEqual([]);

    tick();
    await admin.admin.support.tickets.update(ticket.id, { status: 'resolved' });
    await events.waitFor(event(`support.${ticket.id}`, 'ticket', { id: ticket.id, status: 'resolved' }));
    tick();
    await admin.admin.support.tickets.update(ticket.id, { status: 'closed' });
    expect(await notificationsOf(userId)).toEqual([
      { title: 'Ticket resolved', message: `Your ticket "${newTicket.subject}" has been resolved.` },
      { title: 'Ticket closed', message: `Your ticket "${newTicket.subject}" has been closed.` },
    ]);
    // Any status to any other (docs/product/admin-console.md#states-and-transitions): a closed ticket can be reopened.
    await admin.admin.support.tickets.update(ticket.id, { status: 'open' });
    expect((await client.support.tickets.get(ticket.id)).status).toBe('open');

    const audits = await auditsOf(ticket.id);
    expect(audits.map((a) => [a.action, a.old_values, a.new_values])).toEqual([
      ['UPDATE_TICKET_STATUS', { status: 'open' }, { status: 'in_progress' }],
      ['UPDATE_TICKET_STATUS', { status: 'in_progress' }, { status: 'resolved' }],
      ['UPDATE_TICKET_STATUS', { status: 'resolved' }, { status: 'closed' }],
      ['UPDATE_TICKET_STATUS', { status: 'closed' }, { status: 'open' }],
    ]);
    expect(audits.every((a) => a.actor_id === adminId && a.table_name === 'support_tickets')).toBe(true);
  });

  it('assigns with ASSIGN_TICKET, only to an admin, and edits several fields as one UPDATE_TICKET', async () => {
    const { ticket, userId } = await userWithTicket();
    const assigned = await admin.admin.support.tickets.update(ticket.id, { assignedAdmin: adminId });
    expect(assigned.assignedAdmin).toBe(adminId);
    const refused = await expectAppError(
      admin.admin.support.tickets.update(ticket.id, { assignedAdmin: userId, status: 'closed' }),
      'VALIDATION_FAILED',
      'Tickets can only be assigned to an admin',
    );
    expect(refused.fields).toEqual({ assignedAdmin: 'Tickets can only be assigned to an admin' });
    await expectAppError(
      admin.admin.support.tickets.update(ticket.id, { assignedAdmin: randomUUID() }),
      'VALIDATION_FAILED',
      'Tickets can only be assigned to an admin',
    );
    const unassigned = await admin.admin.support.tickets.update(ticket.id, { assignedAdmin: null });
    expect(unassigned.assignedAdmin).toBeNull();
    const edited = await admin.admin.support.tickets.update(ticket.id, {
      priority: 'urgent',
      status: 'in_progress',
      assignedAdmin: adminId,
    });
    expect(edited).toMatchObject({ priority: 'urgent', status: 'in_progress', assignedAdmin: adminId });
    const audits = await auditsOf(ticket.id);
    expect(audits.map((a) => [a.action, a.old_values, a.new_values])).toEqual([
      ['ASSIGN_TICKET', { assignedAdmin: null }, { assignedAdmin: adminId }],
      ['ASSIGN_TICKET', { assignedAdmin: adminId }, { assignedAdmin: null }],
      [
        'UPDATE_TICKET',
        { status: 'open', priority: 'high', assignedAdmin: null },
        { status: 'in_progress', priority: 'urgent', assignedAdmin: adminId },
      ],
    ]);
    // The refused edits changed nothing: the status was never closed.
    expect(await notificationsOf(userId)).toEqual([]);
  });

  it('writes nothing for an edit that changes nothing, and refuses empty, malformed and unknown edits', async () => {
    const { ticket } = await userWithTicket();
    tick();
    const same = await admin.admin.support.tickets.update(ticket.id, { status: 'open', priority: 'high' });
    expect(same.updatedAt).toBe(ticket.updatedAt);
    await expectAppError(
      admin.admin.support.tickets.update(ticket.id, {}),
      'VALIDATION_FAILED',
      'Nothing to update: give a status, priority or assignedAdmin',
    );
    await expectAppError(
      admin.admin.support.tickets.update(ticket.id, { status: 'pending' as TicketStatus }),
      'VALIDATION_FAILED',
    );
    await expectAppError(
      admin.admin.support.tickets.update(ticket.id, { priority: 'asap' as never }),
      'VALIDATION_FAILED',
    );
    await expectAppError(
      admin.admin.support.tickets.update(ticket.id, { assignedAdmin: 'x' }),
      'VALIDATION_FAILED',
    );
    await expectAppError(
      admin.admin.support.tickets.update(randomUUID(), { status: 'closed' }),
      'TICKET_NOT_FOUND',
      'Ticket not found',
    );
    expect(await auditsOf(ticket.id)).toEqual([]);
    expect((await admin.admin.support.tickets.get(ticket.id)).updatedAt).toBe(ticket.updatedAt);
  });

  it('resolves a ticket once when many admins resolve it at the same time', async () => {
    const { ticket, userId } = await userWithTicket();
    const results = await Promise.all(
      Array.from({ length: 8 }, () => admin.admin.support.tickets.update(ticket.id, { status: 'resolved' })),
    );
    expect(results.every((r) => r.status === 'resolved')).toBe(true);
    expect((await auditsOf(ticket.id)).map((a) => a.action)).toEqual(['UPDATE_TICKET_STATUS']);
    expect(await notificationsOf(userId)).toHaveLength(1);
  });
});

describe('canned responses', () => {
  it('lists the active responses ordered by title', async () => {
    const { items } = await admin.admin.support.responses();
    expect(items.map((r) => r.title)).toEqual([
      'Deposit under review',
      'How returns work',
      'Password reset help',
      'Ticket resolved',
      'Withdrawal timing',
      'Wrong network used',
    ]);
    expect(items[0]).toMatchObject({ id: expect.any(String), category: 'billing' });
    expect(items[0]?.message).toContain('proofs of payment');

    await t.db.knex('support_responses').where('title', 'How returns work').update({ is_active: false });
    try {
      const active = await admin.admin.support.responses();
      expect(active.items.map((r) => r.title)).not.toContain('How returns work');
      expect(active.items).toHaveLength(5);
    } finally {
      await t.db.knex('support_responses').where('title', 'How returns work').update({ is_active: true });
    }
  });
});

describe('documentation', () => {
  it('documents the decisions the contract left open', async () => {
    const document = await getJson(`${t.url}/api/openapi.json`);
    const list = document.paths['/api/admin/support/tickets'].get;
    expect(list.summary).toContain('except `status`');
    expect(list.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['limit', 'cursor', 'status', 'q']),
    );
    expect(document.paths['/api/admin/support/tickets/{id}'].patch.summary).toContain('resolved or closed');
  });
});
