import { contract } from '@tradesim/core/contract';
import { adminActor } from '../../http/admin-actor.js';
import { implement } from '../../http/route.js';
import { sendStoredImage } from '../../http/send-file.js';
import * as approvals from './service.js';

const routes = contract.admin.approvals;

export const adminApprovalRoutes = [
  implement(routes.list, ({ ctx, auth, query }) => approvals.listApprovalRequests(ctx, auth, query.status)),
  implement(routes.file, async ({ ctx, auth, params, res }) => {
    const file = await approvals.loadApprovalFile(ctx, auth, params.id);
    sendStoredImage(res, file, { cacheControl: 'private, no-store' });
  }),
  implement(routes.approve, ({ ctx, auth, req, params, body }) =>
    approvals.approveRequest(ctx, auth, adminActor(auth, req), { id: params.id, body }),
  ),
  implement(routes.reject, ({ ctx, auth, req, params, body }) =>
    approvals.rejectRequest(ctx, auth, adminActor(auth, req), { id: params.id, body }),
  ),
];
