import { AppError, type ChatMessage, chatMessageInputSchema, validationError } from '@tradesim/core';
import type { Db } from '../../context.js';
import { publish } from '../../realtime/publish.js';
import { notifyUsers } from '../notifications/repo.js';
import { messageEvents } from './events.js';
import { insertChatMessage, lockTicket, touchTicket } from './repo.js';
import { toChatMessage } from './view.js';

export interface AdminReply {
  ticketId: string;
  adminId: string;
  message: string;
  now: Date;
}

// Long enough to recognise the reply in the bell, short enough for its one-line preview.
const previewLength = 120;

/** The reply's opening characters, cut between characters rather than inside an emoji. */
function preview(text: string): string {
  return [...text].slice(0, previewLength).join('');
}

/**
 * An admin answers a ticket, inside the admin module's transaction (and its audit entry): the
 * message, the ticket moved up the lists, the realtime events and a notification to the owner.
 * The status is left alone: admins set it themselves, and may answer a ticket in any state.
 */
export async function addAdminReply(trx: Db, reply: AdminReply): Promise<ChatMessage> {
  // The same rule as a user's message, whichever route the admin module validates with.
  const text = chatMessageInputSchema.safeParse(reply.message);
  if (!text.success) throw validationError({ message: text.error.issues[0]?.message ?? 'Invalid message' });
  const ticket = await lockTicket(trx, { ticketId: reply.ticketId });
  if (!ticket) throw new AppError('TICKET_NOT_FOUND');
  const row = await insertChatMessage(trx, {
    ticketId: ticket.id,
    senderId: reply.adminId,
    senderType: 'admin',
    message: text.data,
    now: reply.now,
  });
  await touchTicket(trx, ticket.id, { now: reply.now, status: ticket.status });
  const chat = toChatMessage(row);
  await publish(trx, messageEvents(chat, reply.now.toISOString()));
  await notifyUsers(
    trx,
    [
      {
        userId: ticket.user_id,
        type: 'support',
        title: 'New reply from support',
        message: preview(text.data),
        referenceId: ticket.id,
      },
    ],
    reply.now,
  );
  return chat;
}
