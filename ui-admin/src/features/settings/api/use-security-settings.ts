import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SecuritySettings, UpdateSecuritySettingsRequest } from '@tradesim/core';
import { isApprovalResponse } from '../../../lib/approvals.js';
import { queryKeys } from '../../../lib/query-keys.js';
import { useClient } from '../../../lib/sdk-context.js';

/** The staff policy (GET /api/admin/settings/security): whether staff writes need a code. */
export function useSecuritySettings(enabled = true) {
  const client = useClient();
  return useQuery({
    queryKey: queryKeys.securitySettings,
    queryFn: () => client.admin.securitySettings.get(),
    enabled,
  });
}

/**
 * Owners only, and never alone: a change answers `{approval}` (202) for a second owner, so the
 * pending requests are read again. A policy the server reports changed replaces the cached one,
 * and the session check, which carries it too (`requireStaffMfa`), is re-read.
 */
export function useUpdateSecuritySettings() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateSecuritySettingsRequest) => client.admin.securitySettings.update(input),
    onSuccess: (result) => {
      if (isApprovalResponse(result)) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.allApprovals });
        return;
      }
      queryClient.setQueryData<SecuritySettings>(queryKeys.securitySettings, result);
      void queryClient.invalidateQueries({ queryKey: queryKeys.session });
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.allAuditLog }),
  });
}
