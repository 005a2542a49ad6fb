import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SecuritySettings } from '@tradesim/core';
import { queryKeys } from '../../../lib/query-keys.js';
import { useClient } from '../../../lib/sdk-context.js';

/** The staff policy (GET /api/admin/settings/security): whether sensitive actions need a code. */
export function useSecuritySettings(enabled = true) {
  const client = useClient();
  return useQuery({
    queryKey: queryKeys.securitySettings,
    queryFn: () => client.admin.securitySettings.get(),
    enabled,
  });
}

/** Owners only. The session check carries the policy too (`requireStaffMfa`), so it is re-read. */
export function useUpdateSecuritySettings() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requireStaffMfa: boolean) => client.admin.securitySettings.update({ requireStaffMfa }),
    onSuccess: (saved: SecuritySettings) => {
      queryClient.setQueryData(queryKeys.securitySettings, saved);
      void queryClient.invalidateQueries({ queryKey: queryKeys.session });
      void queryClient.invalidateQueries({ queryKey: queryKeys.allAuditLog });
    },
  });
}
