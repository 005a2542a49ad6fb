import { SessionsCard as SharedSessionsCard } from '@tradesim/ui-kit/sdk/account';
import { queryKeys } from '../../../lib/query-keys.js';
import { useClient } from '../../../lib/sdk-context.js';

/** Active sessions of the user's account (GET/DELETE /api/sessions). */
export function SessionsCard() {
  const client = useClient();
  return (
    <SharedSessionsCard
      queryKey={queryKeys.sessions}
      list={() => client.sessions.list()}
      revoke={(id) => client.sessions.revoke(id)}
    />
  );
}
