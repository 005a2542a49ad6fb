import { type Asset, type Decimal, type Duration, expectedReturnFor } from '@tradesim/core';
import { formatQuantity, formatUsd, SimulatedTag } from '@tradesim/ui-kit';
import styles from './expected-return.module.css';
import { estimateQuantity, formatMaxReturn } from './invest-figures.js';

const none = '—';

/**
 * What the chosen amount and period could earn (amount × the period's cap) and about how much
 * of the asset it buys at the current price; dashes until both are chosen.
 */
export function ExpectedReturn({
  asset,
  amount,
  duration,
}: {
  asset: Asset;
  amount: Decimal | null;
  duration: Duration | undefined;
}) {
  const expected = amount && duration ? expectedReturnFor(amount, duration.maxReturnPercent) : null;
  const quantity = amount ? estimateQuantity(amount, asset.price) : null;
  return (
    <dl className={styles.box} aria-live="polite">
      <div className={styles.row}>
        <dt>
          Expected return <SimulatedTag />
        </dt>
        <dd className={`${styles.strong} tabular ${expected ? 'positive' : ''}`}>
          {expected && duration
            ? `up to ${formatUsd(expected, { signed: true })} (${formatMaxReturn(duration.maxReturnPercent)})`
            : none}
        </dd>
      </div>
      <div className={styles.row}>
        <dt>Approximate quantity</dt>
        <dd className="tabular">{quantity ? `≈ ${formatQuantity(quantity)} ${asset.symbol}` : none}</dd>
      </div>
    </dl>
  );
}
