import type { AdminTicketListQuery, UpdateTicketRequest } from '@tradesim/core';
import type { Call } from '../../call.js';
import { routes } from '../../generated/routes.js';

const support = routes.admin.support;

/** The support center: every user's tickets, the chat as support, canned responses. */
export function adminSupportResource(call: Call) {
  return {
    tickets: {
      /** Newest first, paged (`limit`, `cursor`); `counts` cover every filter except `status`. */
      list: (query: AdminTicketListQuery = {}) => call(support.tickets.list, { query }),
      /** With messages oldest first; the user's messages become read. */
      get: (id: string) => call(support.tickets.get, { params: { id } }),
      send: (id: string, message: string) =>
        call(support.tickets.send, { params: { id }, body: { message } }),
      update: (id: string, input: UpdateTicketRequest) =>
        call(support.tickets.update, { params: { id }, body: input }),
    },
    /** Active canned responses ordered by title. */
    responses: () => call(support.responses),
  };
}
