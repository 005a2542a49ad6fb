import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Dashboard, type StaffArea, type StaffRole, staffMay } from '@tradesim/core';
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

type AwaitingCount = 'pendingDeposits' | 'pendingWithdrawals' | 'openTickets' | 'pendingApprovals';

/** Each count of what awaits staff, and the area a role must read to work on it. */
export const awaitingAreas: Record<AwaitingCount, StaffArea> = {
  pendingDeposits: 'transactions',
  pendingWithdrawals: 'transactions',
  openTickets: 'support',
  pendingApprovals: 'approvals',
};

/**
 * What awaits this role (the bell's count): pending deposits and withdrawals, open tickets and
 * four-eyes requests, each only for a role that may read where it is worked on. Support staff
 * are not rung for a withdrawal they could not even open.
 */
export function awaitingStaff(dashboard: Dashboard, role: StaffRole): number {
  return (Object.keys(awaitingAreas) as AwaitingCount[])
    .filter((count) => staffMay(role, awaitingAreas[count], 'read'))
    .reduce((sum, count) => sum + dashboard[count], 0);
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
