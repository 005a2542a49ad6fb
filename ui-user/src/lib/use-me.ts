import { useQuery } from '@tanstack/react-query';
import { queryKeys } from './query-keys.js';
import { useClient } from './sdk-context.js';

/** The signed-in user's profile: name, balance and portfolio figures (kept live by `me` events). */
export function useMe() {
  const client = useClient();
  return useQuery({ queryKey: queryKeys.me, queryFn: () => client.me.get() });
}
