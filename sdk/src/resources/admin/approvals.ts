import type { ApprovalListQuery, ApproveApprovalRequest, RejectApprovalRequest } from '@tradesim/core';
import type { Call } from '../../call.js';
import { routes } from '../../generated/routes.js';
import type { IdempotencyOptions } from '../../idempotency.js';

const approvals = routes.admin.approvals;

/**
 * Dual control: large movements of money, staff changes and the settings that decide where money
 * goes and who can act wait here for a second staff member.
 */
export function adminApprovalsResource(call: Call) {
  return {
    list: (query: ApprovalListQuery = {}) => call(approvals.list, { query }),
    /**
     * The image a request set aside for its approver (an uploaded deposit QR code, at the
     * request's `context.after.qrCodeUrl`): staff only, so fetched with the admin session.
     */
    file: async (id: string): Promise<Blob> => (await call(approvals.file, { params: { id } })).blob(),
    /**
     * Carries the change out; only a staff member other than the one who asked, whose role may
     * make it, may. A withdrawal's payout transaction id is given here.
     */
    approve: (id: string, input: ApproveApprovalRequest = {}, options?: IdempotencyOptions) =>
      call(approvals.approve, { params: { id }, body: input, ...options }),
    /** Closes the request; nothing changes. The one who asked may withdraw their own this way. */
    reject: (id: string, input: RejectApprovalRequest, options?: IdempotencyOptions) =>
      call(approvals.reject, { params: { id }, body: input, ...options }),
  };
}
