import { type Asset, type Duration, expectedReturnFor } from '@tradesim/core';
import { formatDateTime, formatQuantity, formatUsd, SimulatedTag } from '@tradesim/ui-kit';
import {
  estimateQuantity,
  formatMaxReturn,
  maturityDate,
} from '../../../components/invest-form/invest-figures.js';
import styles from './purchase-details.module.css';

/** The figures of the purchase under review, as label and value rows. */
export function PurchaseDetails({
  asset,
  duration,
  amount,
  now,
}: {
  asset: Asset;
  duration: Duration;
  amount: string;
  now: number;
}) {
  const quantity = estimateQuantity(amount, asset.price);
  const expected = expectedReturnFor(amount, duration.maxReturnPercent);
  return (
    <dl className={styles.list}>
      <div className={styles.row}>
        <dt>Investment amount</dt>
        <dd className="tabular">{formatUsd(amount)}</dd>
      </div>
      <div className={styles.row}>
        <dt>Asset amount</dt>
        <dd className="tabular">{quantity ? `${formatQuantity(quantity)} ${asset.symbol}` : 'N/A'}</dd>
      </div>
      <div className={styles.row}>
        <dt>Period</dt>
        <dd>{duration.label}</dd>
      </div>
      <div className={styles.row}>
        <dt>Expected return</dt>
        <dd className="tabular">
          <span className="positive">up to {formatMaxReturn(duration.maxReturnPercent)}</span>{' '}
          <SimulatedTag />
          <span className={`${styles.sub} positive`}>{formatUsd(expected, { signed: true })}</span>
        </dd>
      </div>
      <div className={styles.row}>
        <dt>Maturity date</dt>
        <dd>{formatDateTime(maturityDate(now, duration.hours))}</dd>
      </div>
    </dl>
  );
}
