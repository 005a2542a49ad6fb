import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ApprovalResponse,
  InviteStaffRequest,
  StaffList,
  StaffMember,
  UpdateStaffRequest,
} from '@tradesim/core';
import { isApprovalResponse } from '../../../lib/approvals.js';
import { queryKeys } from '../../../lib/query-keys.js';
import { useClient } from '../../../lib/sdk-context.js';

/** Every staff member and the invitations not yet accepted (GET /api/admin/staff, owners). */
export function useStaff() {
  const client = useClient();
  return useQuery({ queryKey: queryKeys.staff, queryFn: () => client.admin.staff.list() });
}

/** The invitee gets an email whose link works once, for 72 hours; the list shows it as open. */
export function useInviteStaff() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InviteStaffRequest) => client.admin.staff.invite(input),
    onSuccess: ({ invite }) => {
      queryClient.setQueryData<StaffList>(queryKeys.staff, (list) =>
        list ? { ...list, invites: [invite, ...list.invites.filter((open) => open.id !== invite.id)] } : list,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.staff });
      void queryClient.invalidateQueries({ queryKey: queryKeys.allAuditLog });
    },
  });
}

/**
 * After a staff change: a member changed at once (re-enabled) replaces the listed one; a change
 * asked of a second owner (202) shows up in the pending requests the rows read.
 */
function useSettleStaffChange() {
  const queryClient = useQueryClient();
  return {
    onSuccess: (result: StaffMember | ApprovalResponse) => {
      if (isApprovalResponse(result)) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.allApprovals });
        void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
        return;
      }
      queryClient.setQueryData<StaffList>(queryKeys.staff, (list) =>
        list ? { ...list, items: list.items.map((item) => (item.id === result.id ? result : item)) } : list,
      );
    },
    // Settled rather than on success: after LAST_OWNER the list must still show the roles as they are.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.staff });
      void queryClient.invalidateQueries({ queryKey: queryKeys.allAuditLog });
    },
  };
}

/**
 * A new role or disabling waits for a second owner (202 `{approval}`), then signs the member out
 * everywhere; re-enabling is made at once and answers the member.
 */
export function useUpdateStaff() {
  const client = useClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateStaffRequest }) =>
      client.admin.staff.update(id, input),
    ...useSettleStaffChange(),
  });
}

/** Resetting a member's second factor (a lost phone) always waits for a second owner. */
export function useResetStaffMfa() {
  const client = useClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason?: string | undefined }) =>
      client.admin.staff.resetMfa(id, reason ? { reason } : {}),
    ...useSettleStaffChange(),
  });
}
