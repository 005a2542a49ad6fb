import { useQuery } from '@tanstack/react-query';
import type { Approval } from '@tradesim/core';
import { useAdminAuth } from '../../../lib/auth-context.js';
import { queryKeys } from '../../../lib/query-keys.js';
import { useClient } from '../../../lib/sdk-context.js';
import { useApprovals } from '../../../lib/use-approval-list.js';

/**
 * The request as decided, when someone decided it (or it lapsed) while this admin had it open:
 * it left the pending list (refreshed live by `admin.approvals`, and by a lost 409), so it is looked up
 * among the decided ones to say who acted and when.
 */
export function useDecidedFirst(approval: Approval) {
  const client = useClient();
  const { admin } = useAdminAuth();
  const pending = useApprovals('pending');
  const gone = pending.data !== undefined && !pending.data.some((item) => item.id === approval.id);
  const decided = useQuery({
    queryKey: queryKeys.decidedApproval(approval.id),
    queryFn: async () => {
      const lists = await Promise.all(
        (['approved', 'rejected', 'expired'] as const).map((status) =>
          client.admin.approvals.list({ status }),
        ),
      );
      return lists.flatMap((list) => list.items).find((item) => item.id === approval.id) ?? null;
    },
    enabled: gone,
  });
  if (!gone) return null;
  const found = decided.data;
  if (!found) return { outcome: 'decided', by: null, at: null };
  const by = found.decidedBy && found.decidedBy === admin?.id ? 'you' : found.decidedByEmail;
  return { outcome: found.status, by, at: found.decidedAt ?? found.expiresAt };
}
