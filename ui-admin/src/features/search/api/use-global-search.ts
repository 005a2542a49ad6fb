import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.js';
import { useClient } from '../../../lib/sdk-context.js';
import { useStaffMay } from '../../../lib/use-staff-may.js';

/** How many rows each group of the header search shows. */
export const resultsPerGroup = 5;
/** DESIGN: one letter matches most of the catalogue; searching starts at two. */
export const minimumQueryLength = 2;

/**
 * The header search: users by name or email, assets by name or symbol, transactions by
 * description or hash, asked in parallel; each group shows what it found even if another failed.
 * A group the role may not read is never asked (the server would refuse it) and not shown.
 */
export function useGlobalSearch(q: string) {
  const client = useClient();
  const may = useStaffMay();
  const allowed = { users: may('users'), assets: may('catalogue'), transactions: may('transactions') };
  const enabled = q.length >= minimumQueryLength;
  const options = { staleTime: 10_000, retry: false } as const;
  const users = useQuery({
    queryKey: queryKeys.globalSearch(q, 'users'),
    queryFn: async () => (await client.admin.users.list({ q, limit: resultsPerGroup })).items,
    enabled: enabled && allowed.users,
    ...options,
  });
  const assets = useQuery({
    queryKey: queryKeys.globalSearch(q, 'assets'),
    queryFn: async () => (await client.admin.assets.list({ q })).items.slice(0, resultsPerGroup),
    enabled: enabled && allowed.assets,
    ...options,
  });
  const transactions = useQuery({
    queryKey: queryKeys.globalSearch(q, 'transactions'),
    queryFn: async () => (await client.admin.transactions.list({ q, limit: resultsPerGroup })).items,
    enabled: enabled && allowed.transactions,
    ...options,
  });
  return { enabled, allowed, users, assets, transactions };
}
