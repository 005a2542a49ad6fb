import {
  chatMessageSchema,
  createTicketRequestSchema,
  idParamsSchema,
  sendMessageRequestSchema,
  ticketDetailSchema,
  ticketListSchema,
  ticketSchema,
} from '@tradesim/core';
import { type AnyRoute, defineRoute } from '../../http/route.js';
import * as support from './service.js';

const tag = 'Support';

export const supportRoutes: AnyRoute[] = [
  defineRoute({
    method: 'get',
    path: '/api/support/tickets',
    summary: 'Your tickets, latest conversation first, with message and unread-reply counts',
    tag,
    auth: 'user',
    response: ticketListSchema,
    handler: ({ ctx, auth }) => support.listTickets(ctx, auth.userId),
  }),
  defineRoute({
    method: 'post',
    path: '/api/support/tickets',
    summary: 'Open a ticket; its description is also the first message of its chat',
    tag,
    auth: 'user',
    body: createTicketRequestSchema,
    status: 201,
    response: ticketSchema,
    handler: ({ ctx, auth, body }) => support.createTicket(ctx, auth.userId, body),
  }),
  defineRoute({
    method: 'get',
    path: '/api/support/tickets/:id',
    summary: "One of your tickets with its messages, oldest first; marks support's replies read",
    tag,
    auth: 'user',
    params: idParamsSchema,
    response: ticketDetailSchema,
    errors: ['TICKET_NOT_FOUND'],
    handler: ({ ctx, auth, params }) => support.getTicket(ctx, auth.userId, params.id),
  }),
  defineRoute({
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
    handler: ({ ctx, auth, params, body }) =>
      support.sendMessage(ctx, { userId: auth.userId, ticketId: params.id }, body.message),
  }),
];
