import {
  adminTicketListQuerySchema,
  adminTicketListSchema,
  cannedResponseListSchema,
  updateTicketRequestSchema,
} from '../schemas/admin-support.js';
import { idParamsSchema } from '../schemas/common.js';
import {
  chatMessageSchema,
  sendMessageRequestSchema,
  ticketDetailSchema,
  ticketSchema,
} from '../schemas/support.js';
import { defineContract } from './define.js';

const tag = 'Admin support';

/** The support center (staff): every user's tickets, the chat as support, canned responses. */
export const adminSupportContract = {
  tickets: {
    list: defineContract({
      method: 'get',
      path: '/api/admin/support/tickets',
      summary:
        "Every user's tickets, newest first, paged; `counts` (the stat cards) cover every filter except `status`",
      tag,
      auth: 'admin',
      staff: 'support',
      query: adminTicketListQuerySchema,
      response: adminTicketListSchema,
    }),
    get: defineContract({
      method: 'get',
      path: '/api/admin/support/tickets/:id',
      summary: "A ticket with its messages, oldest first; marks the user's messages read",
      tag,
      auth: 'admin',
      staff: 'support',
      params: idParamsSchema,
      response: ticketDetailSchema,
      errors: ['TICKET_NOT_FOUND'],
    }),
    send: defineContract({
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
      audit: ['REPLY_TICKET'],
    }),
    update: defineContract({
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
      audit: ['UPDATE_TICKET_STATUS', 'ASSIGN_TICKET', 'UPDATE_TICKET'],
    }),
  },
  responses: defineContract({
    method: 'get',
    path: '/api/admin/support/responses',
    summary: 'Active canned responses, ordered by title',
    tag,
    auth: 'admin',
    staff: 'support',
    response: cannedResponseListSchema,
  }),
};
