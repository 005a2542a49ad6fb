import { contract } from '@tradesim/core/contract';
import { adminActor } from '../../http/admin-actor.js';
import { type AnyRoute, implement } from '../../http/route.js';
import * as support from './service.js';

const routes = contract.admin.support;

export const adminSupportRoutes: AnyRoute[] = [
  implement(routes.tickets.list, ({ ctx, query }) => support.listTickets(ctx, query)),
  implement(routes.tickets.get, ({ ctx, params }) => support.getTicket(ctx, params.id)),
  implement(routes.tickets.send, ({ ctx, auth, req, params, body }) =>
    support.replyToTicket(ctx, adminActor(auth, req), {
      ticketId: params.id,
      adminId: auth.adminId,
      message: body.message,
    }),
  ),
  implement(routes.tickets.update, ({ ctx, auth, req, params, body }) =>
    support.updateTicket(ctx, adminActor(auth, req), params.id, body),
  ),
  implement(routes.responses, ({ ctx }) => support.listCannedResponses(ctx)),
];
