import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.js';
import { useClient } from '../../../lib/sdk-context.js';

/** How many rows each group of the header search shows. */
export const resultsPerGroup = 5;
/** DESIGN: one letter matches most of the catalogue; searching starts at two. */
export const minimumQueryLength = 2;

/**
 * The header search: users by name or email, assets by name or symbol, transactions by
 * description or hash, asked in parallel; each group shows what it found even if another failed.
 */
export function useGlobalSearch(q: string) {
  const client = useClient();
  const enabled = q.length >= minimumQueryLength;
  const options = { enabled, staleTime: 10_000, retry: false } as const;
  const users = useQuery({
    queryKey: queryKeys.globalSearch(q, 'users'),
    queryFn: async () => (await client.admin.users.list({ q, limit: resultsPerGroup })).items,
    ...options,
  });
  const assets = useQuery({
    queryKey: queryKeys.globalSearch(q, 'assets'),
    queryFn: async () => (await client.admin.assets.list({ q })).items.slice(0, resultsPerGroup),
    ...options,
  });
  const transactions = useQuery({
    queryKey: queryKeys.globalSearch(q, 'transactions'),
    queryFn: async () => (await client.admin.transactions.list({ q, limit: resultsPerGroup })).items,
    ...options,
  });
  return { enabled, users, assets, transactions };
}
