import {
  adminTicketListQuerySchema,
  adminTicketListSchema,
  cannedResponseListSchema,
  chatMessageSchema,
  idParamsSchema,
  sendMessageRequestSchema,
  ticketDetailSchema,
  ticketSchema,
  updateTicketRequestSchema,
} from '@tradesim/core';
import { adminActor } from '../../http/admin-actor.js';
import { type AnyRoute, defineRoute } from '../../http/route.js';
import * as support from './service.js';

const tag = 'Admin support';

export const adminSupportRoutes: AnyRoute[] = [
  defineRoute({
    method: 'get',
    path: '/api/admin/support/tickets',
    summary:
      "Every user's tickets, newest first, paged; `counts` (the stat cards) cover every filter except `status`",
    tag,
    auth: 'admin',
    staff: 'support',
    query: adminTicketListQuerySchema,
    response: adminTicketListSchema,
    handler: ({ ctx, query }) => support.listTickets(ctx, query),
  }),
  defineRoute({
    method: 'get',
    path: '/api/admin/support/tickets/:id',
    summary: "A ticket with its messages, oldest first; marks the user's messages read",
    tag,
    auth: 'admin',
    staff: 'support',
    params: idParamsSchema,
    response: ticketDetailSchema,
    errors: ['TICKET_NOT_FOUND'],
    handler: ({ ctx, params }) => support.getTicket(ctx, params.id),
  }),
  defineRoute({
    method: 'post',
    path: '/api/admin/support/tickets/:id/messages',
    summary:
      "Answer in a ticket's chat as this admin (sender id is the admin's own); the owner is notified. Audit REPLY_TICKET",
    tag,
    auth: 'admin',
    staff: 'support',
    params: idParamsSchema,
    body: sendMessageRequestSchema,
    status: 201,
    response: chatMessageSchema,
    errors: ['TICKET_NOT_FOUND'],
    handler: ({ ctx, auth, req, params, body }) =>
      support.replyToTicket(ctx, adminActor(auth, req), {
        ticketId: params.id,
        adminId: auth.adminId,
        message: body.message,
      }),
  }),
  defineRoute({
    method: 'patch',
    path: '/api/admin/support/tickets/:id',
    summary:
      'Set status, priority or assignee (an admin, or null). The owner is notified when it becomes resolved or closed. Audit UPDATE_TICKET_STATUS, ASSIGN_TICKET or UPDATE_TICKET',
    tag,
    auth: 'admin',
    staff: 'support',
    params: idParamsSchema,
    body: updateTicketRequestSchema,
    response: ticketSchema,
    errors: ['TICKET_NOT_FOUND'],
    handler: ({ ctx, auth, req, params, body }) =>
      support.updateTicket(ctx, adminActor(auth, req), params.id, body),
  }),
  defineRoute({
    method: 'get',
    path: '/api/admin/support/responses',
    summary: 'Active canned responses, ordered by title',
    tag,
    auth: 'admin',
    staff: 'support',
    response: cannedResponseListSchema,
    handler: ({ ctx }) => support.listCannedResponses(ctx),
  }),
];
