import { toDecimal, userScreenMessages } from '@tradesim/core';
import { ErrorState, LoadingState } from '@tradesim/ui-kit';
import { errorMessage } from '../../../lib/errors.js';
import { useMe } from '../../../lib/use-me.js';
import { useTradingLimits } from '../api/use-trading-limits.js';
import { FlowHeader } from './flow-header.js';
import styles from './flow-page.module.css';
import { limitsFailedMessage } from './top-up-state.js';
import { WithdrawFlow } from './withdraw-flow.js';

/** /withdraw: amount → wallet → confirm → processing → success (docs/product/user-app.md#screens). */
export function WithdrawPage() {
  const me = useMe();
  const { query, limits } = useTradingLimits();
  if (me.data && limits) {
    return (
      <div className={styles.page}>
        <WithdrawFlow balance={toDecimal(me.data.balance)} limits={limits} needsCode={me.data.mfaEnabled} />
      </div>
    );
  }
  const failed = me.isError ? me : query.isError ? query : null;
  const fallback = me.isError ? userScreenMessages.loadProfileFailed : limitsFailedMessage;
  return (
    <div className={styles.page}>
      <FlowHeader title="Withdraw" />
      {failed ? (
        <ErrorState message={errorMessage(failed.error, fallback)} onRetry={() => void failed.refetch()} />
      ) : (
        <LoadingState />
      )}
    </div>
  );
}
