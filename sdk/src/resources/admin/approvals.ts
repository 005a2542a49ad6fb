import type {
  Approval,
  ApprovalListQuery,
  ApproveApprovalRequest,
  RejectApprovalRequest,
} from '@tradesim/core';
import type { Http } from '../../http.js';
import { type IdempotencyOptions, idempotencyHeaders } from '../../idempotency.js';
import { adminPath } from './paths.js';

/**
 * Dual control: large movements of money, staff changes and the settings that decide where money
 * goes and who can act wait here for a second staff member.
 */
export function adminApprovalsResource(http: Http) {
  return {
    list: (query: ApprovalListQuery = {}) =>
      http.request<{ items: Approval[] }>({
        method: 'GET',
        path: '/api/admin/approvals',
        auth: 'admin',
        query,
      }),
    /**
     * The image a request set aside for its approver (an uploaded deposit QR code, at the
     * request's `context.after.qrCodeUrl`): staff only, so fetched with the admin session.
     */
    file: async (id: string): Promise<Blob> => {
      const response = await http.request<Response>({
        method: 'GET',
        path: adminPath('approvals', id, '/file'),
        auth: 'admin',
        raw: true,
      });
      return response.blob();
    },
    /**
     * Carries the change out; only a staff member other than the one who asked, whose role may
     * make it, may. A withdrawal's payout transaction id is given here.
     */
    approve: (id: string, input: ApproveApprovalRequest = {}, options?: IdempotencyOptions) =>
      http.request<{ approval: Approval }>({
        method: 'POST',
        path: adminPath('approvals', id, '/approve'),
        auth: 'admin',
        body: input,
        headers: idempotencyHeaders(options),
      }),
    /** Closes the request; nothing changes. The one who asked may withdraw their own this way. */
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
