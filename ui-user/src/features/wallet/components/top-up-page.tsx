import { QueryState } from '@tradesim/ui-kit';
import { useLocation } from 'react-router';
import { paths } from '../../../config/routes.js';
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
  const limits = useTradingLimits();
  const initialAmount = (location.state as TopUpState | null)?.amount;
  return (
    <div className={styles.page}>
      {/* Each step draws its own header once the limits are in. */}
      {!limits.data && <FlowHeader title="Top Up" />}
      <QueryState query={limits} errorText={limitsFailedMessage} keepData>
        {(loaded) =>
          location.pathname === paths.topUpPayment ? (
            <TopUpPaymentFlow limits={loaded} />
          ) : (
            <TopUpAmountStep limits={loaded} {...(initialAmount ? { initialAmount } : {})} />
          )
        }
      </QueryState>
    </div>
  );
}
