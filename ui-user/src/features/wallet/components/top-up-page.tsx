import { ErrorState, LoadingState } from '@tradesim/ui-kit';
import { useLocation } from 'react-router';
import { paths } from '../../../config/routes.js';
import { errorMessage } from '../../../lib/errors.js';
import { useTradingLimits } from '../api/use-trading-limits.js';
import { FlowHeader } from './flow-header.js';
import styles from './flow-page.module.css';
import { TopUpAmountStep } from './top-up-amount-step.js';
import { TopUpPaymentFlow } from './top-up-payment-flow.js';
import { limitsFailedMessage, type TopUpState } from './top-up-state.js';

/**
 * /topup (amount) and /topup/payment?amount= (payment, proof, success): four steps, user
 * docs/product/user-app.md#screens. Both routes render this page; the path says which part of the flow is open.
 */
export function TopUpPage() {
  const location = useLocation();
  const { query, limits } = useTradingLimits();
  const initialAmount = (location.state as TopUpState | null)?.amount;
  return (
    <div className={styles.page}>
      {!limits ? (
        <>
          <FlowHeader title="Top Up" />
          {query.isError ? (
            <ErrorState
              message={errorMessage(query.error, limitsFailedMessage)}
              onRetry={() => void query.refetch()}
            />
          ) : (
            <LoadingState />
          )}
        </>
      ) : location.pathname === paths.topUpPayment ? (
        <TopUpPaymentFlow limits={limits} />
      ) : (
        <TopUpAmountStep limits={limits} {...(initialAmount ? { initialAmount } : {})} />
      )}
    </div>
  );
}
