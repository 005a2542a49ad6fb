import type { Approval, ApprovalListQuery, RejectApprovalRequest } from '@tradesim/core';
import type { Http } from '../../http.js';
import { type IdempotencyOptions, idempotencyHeaders } from '../../idempotency.js';
import { adminPath } from './paths.js';

/** Four eyes: movements at or above the threshold wait here for a second admin. */
export function adminApprovalsResource(http: Http) {
  return {
    list: (query: ApprovalListQuery = {}) =>
      http.request<{ items: Approval[] }>({
        method: 'GET',
        path: '/api/admin/approvals',
        auth: 'admin',
        query,
      }),
    /** Carries the movement out; only an admin other than the one who asked may. */
    approve: (id: string, options?: IdempotencyOptions) =>
      http.request<{ approval: Approval }>({
        method: 'POST',
        path: adminPath('approvals', id, '/approve'),
        auth: 'admin',
        headers: idempotencyHeaders(options),
      }),
    /** Closes the request; nothing moves. */
    reject: (id: string, input: RejectApprovalRequest, options?: IdempotencyOptions) =>
      http.request<{ approval: Approval }>({
        method: 'POST',
        path: adminPath('approvals', id, '/reject'),
        auth: 'admin',
        body: input,
        headers: idempotencyHeaders(options),
      }),
  };
}
