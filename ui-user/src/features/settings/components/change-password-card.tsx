import { useQueryClient } from '@tanstack/react-query';
import { ChangePasswordCard as SharedChangePasswordCard } from '@tradesim/ui-kit/sdk/account';
import { queryKeys } from '../../../lib/query-keys.js';
import { useClient } from '../../../lib/sdk-context.js';

/** Change password (POST /api/me/password): this session stays, every other one is signed out. */
export function ChangePasswordCard() {
  const client = useClient();
  const queryClient = useQueryClient();
  return (
    <SharedChangePasswordCard
      kind="user"
      changePassword={(input) => client.me.changePassword(input)}
      onChanged={() => queryClient.invalidateQueries({ queryKey: queryKeys.sessions })}
    />
  );
}
