import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TradesimClient } from '@tradesim/sdk';
import { queryKeys } from './query-keys.js';
import { useClient } from './sdk-context.js';

/** The signed-in user's profile: name, balance and portfolio figures (kept live by `me` events). */
export function meQuery(client: TradesimClient) {
  return queryOptions({ queryKey: queryKeys.me, queryFn: () => client.me.get() });
}

export function useMe() {
  return useQuery(meQuery(useClient()));
}
