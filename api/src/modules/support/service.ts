// Why it is built this way: docs/decisions/0018-support-and-staff-notifications.md
import {
  AppError,
  type ChatMessage,
  statusAfterUserMessage,
  type Ticket,
  type TicketCategory,
  type TicketDetail,
  type TicketPriority,
} from '@tradesim/core';
import type { AppContext } from '../../context.js';
import { queueStaffAlert } from '../../mail/outbox.js';
import { publish } from '../../realtime/publish.js';
import { messageEvents, ticketEvent } from './events.js';
import {
  findTicketRow,
  insertChatMessage,
  insertTicket,
  listChatMessageRows,
  listUserTicketRows,
  lockTicket,
  markMessagesRead,
  touchTicket,
} from './repo.js';

import { toChatMessage, toTicket } from './view.js';

export { addAdminReply } from './admin-reply.js';

export interface NewTicket {
  subject: string;
  description: string;
  category: TicketCategory;
  priority: TicketPriority;
}

export async function listTickets(ctx: AppContext, userId: string): Promise<{ items: Ticket[] }> {
  const rows = await listUserTicketRows(ctx.knex, userId);
  return { items: rows.map(toTicket) };
}

/**
 * Opens a ticket. Its description is also the conversation's first message, so the user sees
 * their own words at the top of the chat and admins see them in the chat panel.
 */
export async function createTicket(ctx: AppContext, userId: string, input: NewTicket): Promise<Ticket> {
  const now = ctx.clock.now();
  return ctx.knex.transaction(async (trx) => {
    const ticketId = await insertTicket(trx, { userId, ...input, now });
    await insertChatMessage(trx, {
      ticketId,
      senderId: userId,
      senderType: 'user',
      message: input.description,
      now,
    });
    await publish(trx, [ticketEvent(ticketId, 'open', now.toISOString())]);
    await queueStaffAlert(
      ctx,
      trx,
      {
        event: 'ticket_opened',
        subject: `New support ticket: ${input.subject}`,
        body: `A user opened a ${input.priority} priority support ticket: ${input.subject}`,
        consolePath: `/support?ticket=${ticketId}`,
      },
      now,
    );
    const row = await findTicketRow(trx, { ticketId }, 'admin');
    if (!row) throw new Error('a ticket vanished inside the transaction that created it');
    return toTicket(row);
  });
}

/** The owner's view of a ticket; opening it marks the admins' replies in it read. */
export async function getTicket(ctx: AppContext, userId: string, ticketId: string): Promise<TicketDetail> {
  return ctx.knex.transaction(async (trx) => {
    const row = await findTicketRow(trx, { ticketId, userId }, 'admin');
    if (!row) throw new AppError('TICKET_NOT_FOUND');
    await markMessagesRead(trx, { ticketId, senderType: 'admin' });
    const messages = (await listChatMessageRows(trx, ticketId)).map(toChatMessage);
    // Counted from the conversation returned, so the header and the messages agree.
    const unreadCount = messages.filter((m) => m.senderType === 'admin' && !m.isRead).length;
    return { ...toTicket(row), messageCount: messages.length, unreadCount, messages };
  });
}

/** The owner writes in a ticket's chat; a resolved ticket reopens, a closed one refuses. */
export async function sendMessage(
  ctx: AppContext,
  who: { userId: string; ticketId: string },
  message: string,
): Promise<ChatMessage> {
  const now = ctx.clock.now();
  return ctx.knex.transaction(async (trx) => {
    const ticket = await lockTicket(trx, who);
    if (!ticket) throw new AppError('TICKET_NOT_FOUND');
    const status = statusAfterUserMessage(ticket.status);
    const row = await insertChatMessage(trx, {
      ticketId: ticket.id,
      senderId: who.userId,
      senderType: 'user',
      message,
      now,
    });
    await touchTicket(trx, ticket.id, { now, status });
    const chat = toChatMessage(row);
    const at = now.toISOString();
    const reopened = status === ticket.status ? [] : [ticketEvent(ticket.id, status, at)];
    await publish(trx, [...messageEvents(chat, at), ...reopened]);
    return chat;
  });
}
