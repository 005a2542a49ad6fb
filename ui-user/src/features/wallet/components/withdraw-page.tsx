import { toDecimal, userScreenMessages } from '@tradesim/core';
import { joinQueries, QueryState } from '@tradesim/ui-kit';
import { useMe } from '../../../lib/use-me.js';
import { useTradingLimits } from '../api/use-trading-limits.js';
import { FlowHeader } from './flow-header.js';
import styles from './flow-page.module.css';
import { limitsFailedMessage } from './top-up-state.js';
import { WithdrawFlow } from './withdraw-flow.js';

/** /withdraw: amount → wallet → confirm → processing → success (docs/product/user-app.md#screens). */
export function WithdrawPage() {
  const me = useMe();
  const needs = joinQueries({ me, limits: useTradingLimits() });
  return (
    <div className={styles.page}>
      {/* The flow draws its own header once the balance and the limits are in. */}
      {!needs.data && <FlowHeader title="Withdraw" />}
      <QueryState
        query={needs}
        errorText={me.isError ? userScreenMessages.loadProfileFailed : limitsFailedMessage}
        keepData
      >
        {({ me: profile, limits }) => (
          <WithdrawFlow balance={toDecimal(profile.balance)} limits={limits} needsCode={profile.mfaEnabled} />
        )}
      </QueryState>
    </div>
  );
}
