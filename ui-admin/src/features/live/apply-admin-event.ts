import type { QueryClient } from '@tanstack/react-query';
import {
  type Asset,
  type BackgroundJob,
  type RealtimeEvent,
  type RealtimeEventOn,
  type StaffArea,
  type StaffRole,
  staffMay,
  type TickPrice,
} from '@tradesim/core';
import { queryKeys } from '../../lib/query-keys.js';

/** Each topic the console follows, and the area a role must read to be let in (null: everyone). */
const topicAreas = [
  ['admin.transactions', 'transactions'],
  ['admin.support', 'support'],
  ['admin.jobs', 'catalogue'],
  ['admin.approvals', 'approvals'],
  ['assets', null],
] as const satisfies readonly (readonly [string, StaffArea | null])[];

export type AdminTopic = (typeof topicAreas)[number][0];

/**
 * The topics `role` may follow. The server refuses a subscription to any admin topic the role
 * cannot read, so asking only for these keeps the others from failing the whole subscription.
 */
export function adminTopics(role: StaffRole): AdminTopic[] {
  return topicAreas
    .filter(([, area]) => area === null || staffMay(role, area, 'read'))
    .map(([topic]) => topic);
}

/**
 * What an approved request may have changed: a balance, the staff, the deposit wallet, the
 * rules (the staff policy is also in the session check, which says whether changes are blocked).
 */
const approvedChanges = [
  queryKeys.allUsers,
  queryKeys.staff,
  queryKeys.paymentSettings,
  queryKeys.securitySettings,
  queryKeys.tradingSettings,
  queryKeys.session,
] as const;

/** What each event changed (payloads are small: ids and changed fields; lists are refetched). */
export function applyAdminEvent(queryClient: QueryClient, event: RealtimeEvent): void {
  const invalidate = (queryKey: readonly unknown[]) => void queryClient.invalidateQueries({ queryKey });
  switch (event.topic) {
    case 'admin.transactions':
      // A new deposit or withdrawal, or one reviewed: the lists, the bell and the balances move.
      invalidate(queryKeys.allTransactions);
      invalidate(queryKeys.dashboard);
      invalidate(queryKeys.allUsers);
      return;
    case 'admin.support':
      invalidate(queryKeys.allTickets);
      if (event.event === 'message') invalidate(queryKeys.ticket(event.data.ticketId));
      invalidate(queryKeys.dashboard);
      return;
    case 'admin.jobs':
      applyJobEvent(queryClient, event);
      return;
    case 'admin.approvals':
      // A request made, decided or lapsed: the Approvals lists, the bell's count, and what shows a
      // request waiting (a held transaction). An approval carried a change out: what it changed.
      invalidate(queryKeys.allApprovals);
      invalidate(queryKeys.dashboard);
      invalidate(queryKeys.allTransactions);
      if (event.data.status === 'approved') {
        for (const key of approvedChanges) invalidate(key);
      }
      return;
    case 'assets':
      if (event.event === 'tick') {
        patchAssetLists(queryClient, event.data.prices);
        // The price feed's "last update" moves with a market update's tick.
        invalidate(queryKeys.priceFeed);
        return;
      }
      invalidate(queryKeys.allAssets);
      invalidate(queryKeys.dashboard);
  }
}

/** Progress moves the cached job in place; the end fetches its result and the catalogue it changed. */
function applyJobEvent(queryClient: QueryClient, event: RealtimeEventOn<'admin.jobs'>): void {
  const job = event.data;
  queryClient.setQueryData<BackgroundJob>(queryKeys.job(job.id), (current) =>
    current ? { ...current, status: job.status, progress: job.progress, error: job.error } : current,
  );
  if (event.event === 'done') {
    void queryClient.invalidateQueries({ queryKey: queryKeys.job(job.id) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.allAssets });
    void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
  }
}

/** Lays a tick's prices over every cached asset list; assets the tick did not move stay as they are. */
function patchAssetLists(queryClient: QueryClient, prices: TickPrice[]): void {
  const byId = new Map(prices.map((price) => [price.id, price]));
  queryClient.setQueriesData<{ items: Asset[] }>({ queryKey: queryKeys.allAssetLists }, (page) => {
    if (!page) return page;
    return { ...page, items: page.items.map((asset) => ({ ...asset, ...byId.get(asset.id) })) };
  });
}
