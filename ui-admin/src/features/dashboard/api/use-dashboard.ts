import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Dashboard } from '@tradesim/core';
import { queryKeys } from '../../../lib/query-keys.js';
import { useClient } from '../../../lib/sdk-context.js';

/**
 * The dashboard's figures (GET /api/admin/dashboard). Transaction, support and catalogue events
 * invalidate it (features/live), so the cards and the bell move without a reload.
 * DESIGN: figures no event announces (new users, sign-ins) refresh every minute.
 */
export function useDashboard() {
  const client = useClient();
  return useQuery({
    queryKey: queryKeys.dashboard,
    queryFn: () => client.admin.dashboard(),
    refetchInterval: 60_000,
  });
}

/** What awaits staff: pending deposits, pending withdrawals and open tickets (the bell's count). */
export function awaitingStaff(dashboard: Dashboard): number {
  return dashboard.pendingDeposits + dashboard.pendingWithdrawals + dashboard.openTickets;
}

/** Runs the full ledger check (every invariant, every mismatch) and refreshes the dashboard after. */
export function useVerifyLedger() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: queryKeys.ledger,
    mutationFn: () => client.admin.ledger.verify(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.dashboard }),
  });
}
