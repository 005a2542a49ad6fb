import { useQuery } from '@tanstack/react-query';
import type { Approval, ApprovalStatus } from '@tradesim/core';
import { queryKeys } from './query-keys.js';
import { useClient } from './sdk-context.js';
import { useStaffMay } from './use-staff-may.js';

/**
 * The dual-control requests in one status, newest first (GET /api/admin/approvals?status=), of
 * the kinds the role may see; each carries the context its approver decides on.
 */
export function useApprovals(status: ApprovalStatus) {
  const client = useClient();
  const may = useStaffMay();
  return useQuery({
    queryKey: queryKeys.approvals(status),
    queryFn: async () => (await client.admin.approvals.list({ status })).items,
    // A role that cannot read approvals would only be refused (ROLE_FORBIDDEN).
    enabled: may('approvals'),
  });
}

/**
 * The pending request that `matches`, where a screen shows what it would change ("Awaiting
 * second approval" on a staff member, the deposit wallet, a setting); the same list as the
 * Approvals screen's, so both move together.
 */
export function usePendingRequest(matches: (approval: Approval) => boolean): Approval | undefined {
  return useApprovals('pending').data?.find(matches);
}
