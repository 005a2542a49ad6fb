import type { TicketCategory, TicketPriority, TicketStatus } from '@tradesim/core';
import type { Db } from '../../context.js';
import { type KeysetPage, newestFirst } from '../../db/cursor.js';
import { escapeLike } from '../market/repo.js';

export type SenderType = 'admin' | 'user';

/** A ticket with its owner's email and the counts the lists show. */
export interface TicketRow {
  id: string;
  user_id: string;
  user_email: string | null;
  subject: string;
  description: string;
  status: TicketStatus;
  priority: TicketPriority;
  category: TicketCategory;
  assigned_admin: string | null;
  last_message_at: Date | null;
  created_at: Date;
  updated_at: Date;
  message_count: number;
  unread_count: number;
}

export interface ChatMessageRow {
  id: string;
  ticket_id: string;
  sender_id: string | null;
  sender_type: SenderType;
  message: string;
  is_read: boolean;
  created_at: Date;
}

const messageColumns = ['id', 'ticket_id', 'sender_id', 'sender_type', 'message', 'is_read', 'created_at'];

/**
 * `unreadFrom` is the other side of the conversation: a user counts the admins' unread
 * replies, an admin counts the user's unread messages.
 */
function ticketsWithCounts(db: Db, unreadFrom: SenderType) {
  return db('support_tickets as t')
    .leftJoin('profiles as p', 'p.id', 't.user_id')
    .select(
      't.id',
      't.user_id',
      'p.email as user_email',
      't.subject',
      't.description',
      't.status',
      't.priority',
      't.category',
      't.assigned_admin',
      't.last_message_at',
      't.created_at',
      't.updated_at',
      db.raw('(SELECT count(*)::int FROM chat_messages m WHERE m.ticket_id = t.id) AS message_count'),
      db.raw(
        `(SELECT count(*)::int FROM chat_messages m
           WHERE m.ticket_id = t.id AND m.sender_type = ? AND NOT m.is_read) AS unread_count`,
        [unreadFrom],
      ),
    );
}

/** The user's tickets, the latest conversation first. */
export async function listUserTicketRows(db: Db, userId: string): Promise<TicketRow[]> {
  return ticketsWithCounts(db, 'admin')
    .where('t.user_id', userId)
    .orderByRaw('t.last_message_at DESC NULLS LAST, t.created_at DESC, t.id DESC');
}

/** One ticket; with `userId`, someone else's reads as missing. */
export async function findTicketRow(
  db: Db,
  who: { ticketId: string; userId?: string },
  unreadFrom: SenderType,
): Promise<TicketRow | undefined> {
  const query = ticketsWithCounts(db, unreadFrom).where('t.id', who.ticketId).first();
  if (who.userId !== undefined) query.where('t.user_id', who.userId);
  return query;
}

/** Whether this ticket exists and is this user's (a socket subscribing to its topic). */
export async function isOwnTicket(db: Db, who: { ticketId: string; userId: string }): Promise<boolean> {
  const ticket = await db('support_tickets').where({ id: who.ticketId, user_id: who.userId }).first('id');
  return ticket !== undefined;
}

/**
 * Takes the ticket row for the rest of the transaction, so messages and status changes on one
 * ticket apply one after the other. With `userId`, someone else's ticket reads as missing.
 */
export async function lockTicket(
  db: Db,
  who: { ticketId: string; userId?: string },
): Promise<{ id: string; user_id: string; status: TicketStatus } | undefined> {
  const query = db('support_tickets').where('id', who.ticketId).first('id', 'user_id', 'status').forUpdate();
  if (who.userId !== undefined) query.where('user_id', who.userId);
  return query;
}

export async function insertTicket(
  db: Db,
  ticket: {
    userId: string;
    subject: string;
    description: string;
    category: TicketCategory;
    priority: TicketPriority;
    now: Date;
  },
): Promise<string> {
  const [row] = await db('support_tickets')
    .insert({
      user_id: ticket.userId,
      subject: ticket.subject,
      description: ticket.description,
      category: ticket.category,
      priority: ticket.priority,
      status: 'open',
      // Its description is its first message (see createTicket).
      last_message_at: ticket.now,
      created_at: ticket.now,
      updated_at: ticket.now,
    })
    .returning('id');
  return row.id;
}

export async function insertChatMessage(
  db: Db,
  message: { ticketId: string; senderId: string; senderType: SenderType; message: string; now: Date },
): Promise<ChatMessageRow> {
  const [row] = await db('chat_messages')
    .insert({
      ticket_id: message.ticketId,
      sender_id: message.senderId,
      sender_type: message.senderType,
      message: message.message,
      created_at: message.now,
    })
    .returning(messageColumns);
  return row;
}

/** A new message moves the ticket up the lists; `status` is its state after the message. */
export async function touchTicket(
  db: Db,
  ticketId: string,
  change: { now: Date; status: TicketStatus },
): Promise<void> {
  await db('support_tickets')
    .where('id', ticketId)
    .update({ status: change.status, last_message_at: change.now, updated_at: change.now });
}

/** Marks one side's messages in a ticket read, as the other side opens it. */
export async function markMessagesRead(
  db: Db,
  where: { ticketId: string; senderType: SenderType },
): Promise<number> {
  return db('chat_messages')
    .where({ ticket_id: where.ticketId, sender_type: where.senderType, is_read: false })
    .update({ is_read: true });
}

/** A ticket's conversation, oldest first. */
export async function listChatMessageRows(db: Db, ticketId: string): Promise<ChatMessageRow[]> {
  return db('chat_messages')
    .where('ticket_id', ticketId)
    .orderBy([
      { column: 'created_at', order: 'asc' },
      { column: 'id', order: 'asc' },
    ])
    .select(messageColumns);
}

/** The admins' filters of the support center (docs/product/admin-console.md#calls-and-audit-actions "Support"). */
export interface TicketFilter {
  status?: TicketStatus | undefined;
  priority?: TicketPriority | undefined;
  category?: TicketCategory | undefined;
  assignedAdmin?: string | undefined;
  /** Subject or description, case-insensitively. */
  q?: string | undefined;
}

export type ListedTicketRow = TicketRow & { cursor_at: string };

// The knex builder type is long to spell; every caller here is a `support_tickets as t` query.
type TicketQuery = ReturnType<typeof ticketsWithCounts>;

function whereTicketMatches<Q extends Pick<TicketQuery, 'where'>>(query: Q, filter: TicketFilter): Q {
  if (filter.status) query.where('t.status', filter.status);
  if (filter.priority) query.where('t.priority', filter.priority);
  if (filter.category) query.where('t.category', filter.category);
  if (filter.assignedAdmin) query.where('t.assigned_admin', filter.assignedAdmin);
  if (filter.q) {
    const pattern = `%${escapeLike(filter.q)}%`;
    query.where((match) => match.whereILike('t.subject', pattern).orWhereILike('t.description', pattern));
  }
  return query;
}

/** Every user's tickets matching the filter, newest first, one keyset page at a time. */
export async function listAdminTicketRows(
  db: Db,
  filter: TicketFilter,
  page: KeysetPage,
): Promise<ListedTicketRow[]> {
  const query = whereTicketMatches(ticketsWithCounts(db, 'user'), filter);
  return newestFirst(db, query, page, 't');
}

export interface TicketCountRow {
  total: number;
  open: number;
  in_progress: number;
  resolved: number;
  closed: number;
  urgent: number;
}

/** How many tickets match the filter, per status and urgent, in one scan. */
export async function countTickets(db: Db, filter: TicketFilter): Promise<TicketCountRow> {
  const query = whereTicketMatches(db('support_tickets as t'), filter).first(
    db.raw('count(*)::int AS total'),
    db.raw("count(*) FILTER (WHERE t.status = 'open')::int AS open"),
    db.raw("count(*) FILTER (WHERE t.status = 'in_progress')::int AS in_progress"),
    db.raw("count(*) FILTER (WHERE t.status = 'resolved')::int AS resolved"),
    db.raw("count(*) FILTER (WHERE t.status = 'closed')::int AS closed"),
    db.raw("count(*) FILTER (WHERE t.priority = 'urgent')::int AS urgent"),
  );
  return query;
}

export interface TicketChange {
  status?: TicketStatus;
  priority?: TicketPriority;
  assignedAdmin?: string | null;
}

/** An admin's change of status, priority or assignee; `updated_at` moves with it. */
export async function updateTicket(db: Db, ticketId: string, change: TicketChange, now: Date): Promise<void> {
  await db('support_tickets')
    .where('id', ticketId)
    .update({
      ...(change.status !== undefined ? { status: change.status } : {}),
      ...(change.priority !== undefined ? { priority: change.priority } : {}),
      ...(change.assignedAdmin !== undefined ? { assigned_admin: change.assignedAdmin } : {}),
      updated_at: now,
    });
}
