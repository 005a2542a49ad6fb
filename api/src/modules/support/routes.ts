import { contract } from '@tradesim/core/contract';
import { type AnyRoute, implement } from '../../http/route.js';
import * as support from './service.js';

const routes = contract.support.tickets;

export const supportRoutes: AnyRoute[] = [
  implement(routes.list, ({ ctx, auth }) => support.listTickets(ctx, auth.userId)),
  implement(routes.create, ({ ctx, auth, body }) => support.createTicket(ctx, auth.userId, body)),
  implement(routes.get, ({ ctx, auth, params }) => support.getTicket(ctx, auth.userId, params.id)),
  implement(routes.send, ({ ctx, auth, params, body }) =>
    support.sendMessage(ctx, { userId: auth.userId, ticketId: params.id }, body.message),
  ),
];
