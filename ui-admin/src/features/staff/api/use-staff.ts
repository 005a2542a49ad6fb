import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InviteStaffRequest, StaffList, StaffMember, UpdateStaffRequest } from '@tradesim/core';
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
 * A new role, or disabled/enabled; the server signs the member out everywhere. Settled rather
 * than on success: after LAST_OWNER the list must still show the roles as they are.
 */
export function useUpdateStaff() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateStaffRequest }) =>
      client.admin.staff.update(id, input),
    onSuccess: (member: StaffMember) =>
      queryClient.setQueryData<StaffList>(queryKeys.staff, (list) =>
        list ? { ...list, items: list.items.map((item) => (item.id === member.id ? member : item)) } : list,
      ),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.staff });
      void queryClient.invalidateQueries({ queryKey: queryKeys.allAuditLog });
    },
  });
}
