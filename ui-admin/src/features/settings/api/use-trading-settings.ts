import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminTradingSettings, ApprovalResponse, UpdateTradingSettingsRequest } from '@tradesim/core';
import { isApprovalResponse } from '../../../lib/approvals.js';
import { queryKeys } from '../../../lib/query-keys.js';
import { useClient } from '../../../lib/sdk-context.js';

/** The limits and fee users are held to (GET /api/admin/settings/trading). */
export function useTradingSettings() {
  const client = useClient();
  return useQuery({
    queryKey: queryKeys.tradingSettings,
    queryFn: () => client.admin.tradingSettings.get(),
  });
}

/**
 * A partial update; the server refuses limits that do not hold together, field by field. A
 * change that moves the four-eyes threshold is held whole for a second owner (202 `{approval}`):
 * nothing of it is saved yet, and the pending requests are read again.
 */
export function useUpdateTradingSettings() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateTradingSettingsRequest) => client.admin.tradingSettings.update(input),
    onSuccess: (result: AdminTradingSettings | ApprovalResponse) => {
      if (isApprovalResponse(result))
        void queryClient.invalidateQueries({ queryKey: queryKeys.allApprovals });
      else queryClient.setQueryData(queryKeys.tradingSettings, result);
      void queryClient.invalidateQueries({ queryKey: queryKeys.allAuditLog });
    },
  });
}
