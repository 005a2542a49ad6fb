import { idParamsSchema } from '../schemas/common.js';
import {
  chatMessageSchema,
  createTicketRequestSchema,
  sendMessageRequestSchema,
  ticketDetailSchema,
  ticketListSchema,
  ticketSchema,
} from '../schemas/support.js';
import { defineContract } from './define.js';

const tag = 'Support';

/** A user's side of support: their tickets and the chat in each. */
export const supportContract = {
  tickets: {
    list: defineContract({
      method: 'get',
      path: '/api/support/tickets',
      summary: 'Your tickets, latest conversation first, with message and unread-reply counts',
      tag,
      auth: 'user',
      response: ticketListSchema,
    }),
    create: defineContract({
      method: 'post',
      path: '/api/support/tickets',
      summary: 'Open a ticket; its description is also the first message of its chat',
      tag,
      auth: 'user',
      body: createTicketRequestSchema,
      status: 201,
      response: ticketSchema,
    }),
    get: defineContract({
      method: 'get',
      path: '/api/support/tickets/:id',
      summary: "One of your tickets with its messages, oldest first; marks support's replies read",
      tag,
      auth: 'user',
      params: idParamsSchema,
      response: ticketDetailSchema,
      errors: ['TICKET_NOT_FOUND'],
    }),
    send: defineContract({
      method: 'post',
      path: '/api/support/tickets/:id/messages',
      summary: 'Write in your ticket; a resolved ticket reopens, a closed one refuses (open a new ticket)',
      tag,
      auth: 'user',
      params: idParamsSchema,
      body: sendMessageRequestSchema,
      status: 201,
      response: chatMessageSchema,
      errors: ['TICKET_NOT_FOUND', 'TICKET_CLOSED'],
    }),
  },
};
