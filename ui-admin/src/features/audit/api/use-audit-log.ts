import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import type { RealtimeEvent } from '@tradesim/core';
import { useEffect } from 'react';
import { queryKeys } from '../../../lib/query-keys.js';
import { useClient } from '../../../lib/sdk-context.js';

export const auditPageSize = 50;

export interface AuditFilters {
  action?: string;
  actorId?: string;
  tableName?: string;
  from?: string;
  to?: string;
}

/** The audit log, newest first, one page of 50 at a time (the API's keyset cursor). */
export function useAuditLog(filters: AuditFilters) {
  const client = useClient();
  return useInfiniteQuery({
    queryKey: queryKeys.auditLog(filters),
    queryFn: ({ pageParam }) =>
      client.admin.audit.list({
        ...filters,
        limit: auditPageSize,
        ...(pageParam ? { cursor: pageParam } : {}),
      }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** Events that follow an admin's change (a price tick or a job's progress does not). */
export function followsAdminChange(event: RealtimeEvent): boolean {
  if (event.topic === 'assets') return event.event !== 'tick';
  if (event.topic === 'admin.jobs') return event.event === 'done';
  return event.topic === 'admin.transactions' || event.topic === 'admin.support';
}

/**
 * DESIGN: the audit log has no topic of its own; while it is open, an event that follows a
 * change (a review, a reply, a catalogue edit, a finished job) refetches it, so entries made by
 * another admin appear without a reload.
 */
export function useLiveAuditLog(): void {
  const client = useClient();
  const queryClient = useQueryClient();
  useEffect(() => {
    const subscription = client.realtime.subscribe(
      ['admin.transactions', 'admin.support', 'admin.jobs', 'assets'],
      (event) => {
        if (followsAdminChange(event))
          void queryClient.invalidateQueries({ queryKey: queryKeys.allAuditLog });
      },
      { as: 'admin' },
    );
    subscription.ready.catch(() => undefined);
    return () => subscription.unsubscribe();
  }, [client, queryClient]);
}
