import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAdminAuth } from '../../lib/auth-context.js';
import { useClient } from '../../lib/sdk-context.js';
import { adminTopics, applyAdminEvent } from './apply-admin-event.js';

/**
 * Keeps every console screen live without a reload (docs/contract.md#realtime): one subscription, as
 * the admin, to the back-office topics the role may read and the catalogue; each event updates
 * or invalidates the queries it changed, and those refetch if a screen shows them. It waits for
 * the session check, which says the role, and subscribes again if the role changes.
 */
export function useAdminLiveUpdates(): void {
  const client = useClient();
  const queryClient = useQueryClient();
  const role = useAdminAuth().admin?.role;
  useEffect(() => {
    if (!role) return;
    const subscription = client.realtime.subscribe(
      adminTopics(role),
      (event) => applyAdminEvent(queryClient, event),
      { as: 'admin' },
    );
    // A refused subscription (the session just ended) is handled by the sign-out path.
    subscription.ready.catch(() => undefined);
    return () => subscription.unsubscribe();
  }, [client, queryClient, role]);
}
