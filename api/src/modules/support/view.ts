import type { ChatMessage, Ticket } from '@tradesim/core';
import type { ChatMessageRow, TicketRow } from './repo.js';

export function toTicket(row: TicketRow): Ticket {
  return {
    id: row.id,
    userId: row.user_id,
    userEmail: row.user_email,
    subject: row.subject,
    description: row.description,
    status: row.status,
    priority: row.priority,
    category: row.category,
    assignedAdmin: row.assigned_admin,
    messageCount: row.message_count,
    unreadCount: row.unread_count,
    lastMessageAt: row.last_message_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export function toChatMessage(row: ChatMessageRow): ChatMessage {
  return {
    id: row.id,
    ticketId: row.ticket_id,
    senderId: row.sender_id,
    senderType: row.sender_type,
    message: row.message,
    isRead: row.is_read,
    createdAt: row.created_at.toISOString(),
  };
}
