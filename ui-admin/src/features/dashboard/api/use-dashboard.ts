import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type Dashboard,
  type StaffEvent,
  type StaffRole,
  staffEventInfo,
  staffEvents,
  staffMay,
} from '@tradesim/core';
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

/** The dashboard figure that counts what each staff event leaves waiting. */
export const awaitingCountOf: Record<StaffEvent, AwaitingCount> = {
  deposit_submitted: 'pendingDeposits',
  withdrawal_requested: 'pendingWithdrawals',
  ticket_opened: 'openTickets',
  approval_requested: 'pendingApprovals',
};

/**
 * The events whose waiting items ring this staff member's bell: those of areas the role may
 * read (support staff are not rung for a withdrawal they could not even open), and that the
 * staff member left on the bell in Settings > Notifications.
 */
export function bellEvents(role: StaffRole, ringsFor: (event: StaffEvent) => boolean): StaffEvent[] {
  return staffEvents.filter((event) => staffMay(role, staffEventInfo[event].area, 'read') && ringsFor(event));
}

/** What awaits this staff member: the bell's count. */
export function awaitingStaff(dashboard: Dashboard, events: readonly StaffEvent[]): number {
  return events.reduce((sum, event) => sum + dashboard[awaitingCountOf[event]], 0);
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
