import {
  approvalListQuerySchema,
  approvalListSchema,
  approvalResponseSchema,
  approveApprovalRequestSchema,
  idParamsSchema,
  rejectApprovalRequestSchema,
} from '@tradesim/core';
import { adminActor } from '../../http/admin-actor.js';
import { defineRoute } from '../../http/route.js';
import { sendStoredImage } from '../../http/send-file.js';
import * as approvals from './service.js';

const tag = 'Admin approvals';

export const adminApprovalRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/admin/approvals',
    summary:
      'Dual-control requests of the kinds the role may see, newest first (200 at most), optionally by status, each with what its approver needs to decide (context)',
    tag,
    auth: 'admin',
    staff: 'approvals',
    query: approvalListQuerySchema,
    response: approvalListSchema,
    handler: ({ ctx, auth, query }) => approvals.listApprovalRequests(ctx, auth, query.status),
  }),
  defineRoute({
    method: 'get',
    path: '/api/admin/approvals/:id/file',
    summary:
      'The image a request set aside for its approver to see before it is live (an uploaded deposit QR code)',
    tag,
    auth: 'admin',
    staff: 'approvals',
    params: idParamsSchema,
    errors: ['APPROVAL_NOT_FOUND', 'FILE_NOT_FOUND'],
    produces: { contentType: 'image/*', description: 'The image (PNG, JPEG, GIF or WebP)' },
    handler: async ({ ctx, auth, params, res }) => {
      const file = await approvals.loadApprovalFile(ctx, auth, params.id);
      sendStoredImage(res, file, { cacheControl: 'private, no-store' });
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/admin/approvals/:id/approve',
    summary:
      "Carry out a pending request (by a staff member other than the one who asked, whose role may make that change): it is made in one transaction. A withdrawal's payout transaction id is given here. Audit APPROVE_REQUEST, and the change's own entry names both the approver and the requester",
    tag,
    auth: 'admin',
    staff: 'approvals',
    params: idParamsSchema,
    body: approveApprovalRequestSchema,
    response: approvalResponseSchema,
    idempotent: true,
    errors: [
      'APPROVAL_NOT_FOUND',
      'APPROVAL_NOT_PENDING',
      'SAME_ADMIN_APPROVAL',
      'TRANSACTION_NOT_PENDING',
      'BALANCE_WOULD_BE_NEGATIVE',
      'USER_NOT_FOUND',
      'STAFF_NOT_FOUND',
      'LAST_OWNER',
      'MFA_NOT_ENABLED',
    ],
    handler: ({ ctx, auth, req, params, body }) =>
      approvals.approveRequest(ctx, auth, adminActor(auth, req), { id: params.id, body }),
  }),
  defineRoute({
    method: 'post',
    path: '/api/admin/approvals/:id/reject',
    summary:
      'Close a pending request with a reason; nothing changes. The one who asked may withdraw their own. Audit REJECT_REQUEST',
    tag,
    auth: 'admin',
    staff: 'approvals',
    params: idParamsSchema,
    body: rejectApprovalRequestSchema,
    response: approvalResponseSchema,
    idempotent: true,
    errors: ['APPROVAL_NOT_FOUND', 'APPROVAL_NOT_PENDING'],
    handler: ({ ctx, auth, req, params, body }) =>
      approvals.rejectRequest(ctx, auth, adminActor(auth, req), { id: params.id, body }),
  }),
];
