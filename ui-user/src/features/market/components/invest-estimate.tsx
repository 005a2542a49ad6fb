import type { Decimal } from '@tradesim/core';
import { formatQuantity, formatUsd, SimulatedTag } from '@tradesim/ui-kit';
import styles from './invest-estimate.module.css';
import { estimateInvestment, formatReturnPercent } from './invest-rules.js';

/**
 * The expected-return box: what the chosen amount and period could earn at most, and about
 * how much of the asset it buys at the current (live) price. A dash until there is something
 * to compute.
 */
export function InvestEstimate({
  amount,
  price,
  symbol,
  maxReturnPercent,
}: {
  amount: Decimal | null;
  price: string;
  symbol: string;
  maxReturnPercent: string | undefined;
}) {
  const usable = amount?.greaterThan(0) ? amount : null;
  const estimate = usable ? estimateInvestment({ amount: usable, price, maxReturnPercent }) : null;
  return (
    <dl className={styles.box} data-testid="invest-estimate">
      <div className={styles.row}>
        <dt>
          Expected return <SimulatedTag />
        </dt>
        <dd className="tabular">
          {estimate?.expectedReturn ? (
            <>
              <span className={`${styles.value} positive`}>
                {formatUsd(estimate.expectedReturn, { signed: true })}
              </span>
              {maxReturnPercent && (
                <span className={styles.note}> up to {formatReturnPercent(maxReturnPercent)}</span>
              )}
            </>
          ) : (
            <NotSet />
          )}
        </dd>
      </div>
      <div className={styles.row}>
        <dt>Approximate amount</dt>
        <dd className="tabular">
          {estimate?.quantity ? (
            <span className={styles.value}>
              ≈ {formatQuantity(estimate.quantity)} {symbol}
            </span>
          ) : (
            <NotSet />
          )}
        </dd>
      </div>
    </dl>
  );
}

function NotSet() {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">Not set yet</span>
    </>
  );
}
