import { useQueryClient } from '@tanstack/react-query';
import { TwoStepCard as SharedTwoStepCard } from '@tradesim/ui-kit/sdk/account';
import { queryKeys } from '../../../lib/query-keys.js';
import { useClient } from '../../../lib/sdk-context.js';
import { linkSentText } from '../../../lib/second-factor.js';
import { useSessionInfo } from '../api/use-admin-session.js';
import styles from './security-page.module.css';

/**
 * Two-step verification of the staff account: with it on, signing in to the console needs a
 * code. Setting it up goes through a link mailed to the member (the first owner excepted, who
 * scans the code here while no owner has one); turning it on upgrades this session.
 */
export function TwoStepCard() {
  const client = useClient();
  const queryClient = useQueryClient();
  const session = useSessionInfo();
  const email = session.data?.admin.email;
  return (
    <SharedTwoStepCard
      headingLevel={2}
      className={styles.accountCard}
      enabled={session.data?.admin.mfaEnabled}
      calls={client.admin.auth.mfa}
      guards="sign-ins to the console and the CLI"
      linkSentText={linkSentText(email ?? 'your address')}
      onChanged={() => queryClient.invalidateQueries({ queryKey: queryKeys.session })}
    />
  );
}
