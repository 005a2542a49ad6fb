import type { CreateTicketRequest } from '@tradesim/core';
import type { Call } from '../call.js';
import { routes } from '../generated/routes.js';

const tickets = routes.support.tickets;

export function supportResource(call: Call) {
  return {
    tickets: {
      list: () => call(tickets.list),
      /** The description also becomes the chat's first message. */
      create: (input: CreateTicketRequest) => call(tickets.create, { body: input }),
      /** The ticket with its messages, oldest first; support's replies in it become read. */
      get: (id: string) => call(tickets.get, { params: { id } }),
      /** A resolved ticket reopens; a closed one answers TICKET_CLOSED. */
      send: (id: string, message: string) => call(tickets.send, { params: { id }, body: { message } }),
    },
  };
}
