import {
  approvalListQuerySchema,
  approvalListSchema,
  approvalResponseSchema,
  idParamsSchema,
  rejectApprovalRequestSchema,
} from '@tradesim/core';
import { adminActor } from '../../http/admin-actor.js';
import { defineRoute } from '../../http/route.js';
import * as approvals from './service.js';

const tag = 'Admin approvals';

export const adminApprovalRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/admin/approvals',
    summary: 'Four-eyes requests, newest first (200 at most), optionally by status',
    tag,
    auth: 'admin',
    staff: 'approvals',
    query: approvalListQuerySchema,
    response: approvalListSchema,
    handler: ({ ctx, query }) => approvals.listApprovalRequests(ctx, query.status),
  }),
  defineRoute({
    method: 'post',
    path: '/api/admin/approvals/:id/approve',
    summary:
      'Carry out a pending request (by an admin other than the one who asked): the money moves, the ledger is written and the user told, in one transaction. Audit APPROVE_REQUEST',
    tag,
    auth: 'admin',
    staff: 'approvals',
    secondFactor: true,
    params: idParamsSchema,
    response: approvalResponseSchema,
    idempotent: true,
    errors: [
      'APPROVAL_NOT_FOUND',
      'APPROVAL_NOT_PENDING',
      'SAME_ADMIN_APPROVAL',
      'TRANSACTION_NOT_PENDING',
      'BALANCE_WOULD_BE_NEGATIVE',
      'USER_NOT_FOUND',
    ],
    handler: ({ ctx, auth, req, params }) =>
      approvals.approveRequest(ctx, auth, adminActor(auth, req), params.id),
  }),
  defineRoute({
    method: 'post',
    path: '/api/admin/approvals/:id/reject',
    summary: 'Close a pending request with a reason; nothing moves. Audit REJECT_REQUEST',
    tag,
    auth: 'admin',
    staff: 'approvals',
    secondFactor: true,
    params: idParamsSchema,
    body: rejectApprovalRequestSchema,
    response: approvalResponseSchema,
    idempotent: true,
    errors: ['APPROVAL_NOT_FOUND', 'APPROVAL_NOT_PENDING'],
    handler: ({ ctx, auth, req, params, body }) =>
      approvals.rejectRequest(ctx, auth, adminActor(auth, req), params.id, body),
  }),
];
