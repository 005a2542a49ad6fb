import { useQueryClient } from '@tanstack/react-query';
import { TwoStepCard as SharedTwoStepCard } from '@tradesim/ui-kit/sdk/account';
import { queryKeys } from '../../../lib/query-keys.js';
import { useClient } from '../../../lib/sdk-context.js';
import { useMe } from '../../../lib/use-me.js';

/** Two-step verification of the user's account: with it on, sign-in and withdrawals need a code. */
export function TwoStepCard() {
  const client = useClient();
  const queryClient = useQueryClient();
  const me = useMe();
  return (
    <SharedTwoStepCard
      enabled={me.data?.mfaEnabled}
      calls={client.me.mfa}
      guards="sign-ins and withdrawals"
      onChanged={() => queryClient.invalidateQueries({ queryKey: queryKeys.me })}
    />
  );
}
