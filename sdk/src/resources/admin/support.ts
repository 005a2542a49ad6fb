import type {
  AdminTicketList,
  AdminTicketListQuery,
  CannedResponse,
  ChatMessage,
  Ticket,
  TicketDetail,
  UpdateTicketRequest,
} from '@tradesim/core';
import type { Http } from '../../http.js';
import { adminPath } from './paths.js';

/** The support center: every user's tickets, the chat as support, canned responses. */
export function adminSupportResource(http: Http) {
  const path = (id: string, suffix = '') => adminPath('support/tickets', id, suffix);
  return {
    tickets: {
      /** Newest first, paged (`limit`, `cursor`); `counts` cover every filter except `status`. */
      list: (query: AdminTicketListQuery = {}) =>
        http.request<AdminTicketList>({
          method: 'GET',
          path: '/api/admin/support/tickets',
          auth: 'admin',
          query,
        }),
      /** With messages oldest first; the user's messages become read. */
      get: (id: string) => http.request<TicketDetail>({ method: 'GET', path: path(id), auth: 'admin' }),
      send: (id: string, message: string) =>
        http.request<ChatMessage>({
          method: 'POST',
          path: path(id, '/messages'),
          auth: 'admin',
          body: { message },
        }),
      update: (id: string, input: UpdateTicketRequest) =>
        http.request<Ticket>({ method: 'PATCH', path: path(id), auth: 'admin', body: input }),
    },
    /** Active canned responses ordered by title. */
    responses: () =>
      http.request<{ items: CannedResponse[] }>({
        method: 'GET',
        path: '/api/admin/support/responses',
        auth: 'admin',
      }),
  };
}
