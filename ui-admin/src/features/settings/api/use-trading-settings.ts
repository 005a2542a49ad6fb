import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminTradingSettings, UpdateTradingSettingsRequest } from '@tradesim/core';
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

/** A partial update; the server refuses limits that do not hold together, field by field. */
export function useUpdateTradingSettings() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateTradingSettingsRequest) => client.admin.tradingSettings.update(input),
    onSuccess: (saved: AdminTradingSettings) => {
      queryClient.setQueryData(queryKeys.tradingSettings, saved);
      void queryClient.invalidateQueries({ queryKey: queryKeys.allAuditLog });
    },
  });
}
