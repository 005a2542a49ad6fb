import type { ChatMessage, CreateTicketRequest, Ticket, TicketDetail } from '@tradesim/core';
import type { Http } from '../http.js';

export function supportResource(http: Http) {
  const path = (id: string, action = '') => `/api/support/tickets/${encodeURIComponent(id)}${action}`;
  return {
    tickets: {
      list: () =>
        http.request<{ items: Ticket[] }>({ method: 'GET', path: '/api/support/tickets', auth: 'user' }),
      /** The description also becomes the chat's first message. */
      create: (input: CreateTicketRequest) =>
        http.request<Ticket>({ method: 'POST', path: '/api/support/tickets', auth: 'user', body: input }),
      /** The ticket with its messages, oldest first; support's replies in it become read. */
      get: (id: string) => http.request<TicketDetail>({ method: 'GET', path: path(id), auth: 'user' }),
      /** A resolved ticket reopens; a closed one answers TICKET_CLOSED. */
      send: (id: string, message: string) =>
        http.request<ChatMessage>({
          method: 'POST',
          path: path(id, '/messages'),
          auth: 'user',
          body: { message },
        }),
    },
  };
}
