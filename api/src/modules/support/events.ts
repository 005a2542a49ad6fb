import type { ChatMessage, TicketStatus } from '@tradesim/core';
import type { RealtimeMessage } from '../../realtime/publish.js';

/** A new chat message: for the ticket's open conversations, and for the admins' ticket list. */
export function messageEvents(message: ChatMessage, at: string): RealtimeMessage[] {
  return [
    {
      topic: `support.${message.ticketId}`,
      event: 'message',
      data: { id: message.id, ticketId: message.ticketId, senderType: message.senderType },
      at,
    },
    { topic: 'admin.support', event: 'message', data: { ticketId: message.ticketId, id: message.id }, at },
  ];
}

/** A ticket was opened or changed state: the admins' list and counts follow. */
export function ticketEvent(id: string, status: TicketStatus, at: string): RealtimeMessage {
  return { topic: 'admin.support', event: 'ticket', data: { id, status }, at };
}
