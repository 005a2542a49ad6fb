import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.js';
import { useClient } from '../../../lib/sdk-context.js';

/**
 * The active canned responses, ordered by title, read when the picker first opens. They change
 * rarely (no event announces them), so they are read again only after five minutes.
 */
export function useCannedResponses(enabled: boolean) {
  const client = useClient();
  return useQuery({
    queryKey: queryKeys.cannedResponses,
    queryFn: async () => (await client.admin.support.responses()).items,
    enabled,
    staleTime: 5 * 60_000,
  });
}
