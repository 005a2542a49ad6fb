import {
  type AdminTicketList,
  AppError,
  type CannedResponse,
  type ChatMessage,
  type TicketCategory,
  type TicketDetail,
  type TicketPriority,
  type TicketStatus,
} from '@tradesim/core';
import type { AppContext } from '../../context.js';
import { decodeCursor, pageOf } from '../../db/cursor.js';
import { type AuditActor, recordAudit } from '../audit/service.js';
import { addAdminReply } from '../support/admin-reply.js';
import {
  countTickets,
  findTicketRow,
  listAdminTicketRows,
  listChatMessageRows,
  markMessagesRead,
  type TicketFilter,
} from '../support/repo.js';
import { toChatMessage, toTicket } from '../support/view.js';
import { listActiveCannedResponses } from './repo.js';

export { updateTicket } from './ticket-update.js';

export interface TicketListQuery {
  status?: TicketStatus | undefined;
  priority?: TicketPriority | undefined;
  category?: TicketCategory | undefined;
  assignedAdmin?: string | undefined;
  q?: string | undefined;
  limit: number;
  cursor?: string | undefined;
}

/**
 * Every user's tickets, newest first, a page at a time. The counts cover every filter but the
 * status one, so the stat cards stay meaningful while the list shows a single status.
 */
export async function listTickets(ctx: AppContext, query: TicketListQuery): Promise<AdminTicketList> {
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const { limit, cursor: _cursor, status, ...rest } = query;
  const filter: TicketFilter = { ...rest, q: rest.q || undefined };
  const rows = await listAdminTicketRows(ctx.knex, { ...filter, status }, { limit: limit + 1, after });
  const counts = await countTickets(ctx.knex, filter);
  const { items, nextCursor } = pageOf(rows, limit);
  const byStatus = {
    open: counts.open,
    in_progress: counts.in_progress,
    resolved: counts.resolved,
    closed: counts.closed,
  };
  return {
    items: items.map(toTicket),
    nextCursor,
    total: status ? byStatus[status] : counts.total,
    counts: {
      total: counts.total,
      open: counts.open,
      inProgress: counts.in_progress,
      resolved: counts.resolved,
      closed: counts.closed,
      urgent: counts.urgent,
    },
  };
}

/** Any user's ticket with its messages, oldest first; the user's messages become read. */
export async function getTicket(ctx: AppContext, ticketId: string): Promise<TicketDetail> {
  return ctx.knex.transaction(async (trx) => {
    const row = await findTicketRow(trx, { ticketId }, 'user');
    if (!row) throw new AppError('TICKET_NOT_FOUND');
    await markMessagesRead(trx, { ticketId, senderType: 'user' });
    const messages = (await listChatMessageRows(trx, ticketId)).map(toChatMessage);
    const unreadCount = messages.filter((m) => m.senderType === 'user' && !m.isRead).length;
    return { ...toTicket(row), messageCount: messages.length, unreadCount, messages };
  });
}

/**
 * An admin answers in a ticket's chat. The message carries the admin's own id (not the spec's
 * nil placeholder): the audit log and the chat must both name who answered.
 */
export async function replyToTicket(
  ctx: AppContext,
  actor: AuditActor,
  input: { ticketId: string; adminId: string; message: string },
): Promise<ChatMessage> {
  const now = ctx.clock.now();
  return ctx.knex.transaction(async (trx) => {
    const chat = await addAdminReply(trx, { ...input, now });
    await recordAudit(
      trx,
      actor,
      {
        action: 'REPLY_TICKET',
        tableName: 'support_tickets',
        recordId: input.ticketId,
        newValues: { messageId: chat.id, message: chat.message },
      },
      now,
    );
    return chat;
  });
}

export async function listCannedResponses(ctx: AppContext): Promise<{ items: CannedResponse[] }> {
  return { items: await listActiveCannedResponses(ctx.knex) };
}
