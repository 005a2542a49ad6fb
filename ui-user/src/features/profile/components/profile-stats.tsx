import type { Profile } from '@tradesim/core';
import { Card, changeClass, formatSignedPercent, formatUsd, SimulatedTag } from '@tradesim/ui-kit';
import styles from './profile-stats.module.css';

/**
 * Balance, Portfolio Value (the open investments) and Total Returns: every return so far, the
 * ones already paid into the balance and the open ones' simulated return (signed, coloured, and
 * the sign says it too). The same figures as the dashboard's, from the same portfolio.
 */
export function ProfileStats({ profile }: { profile: Profile }) {
  const { portfolio } = profile;
  return (
    <Card aria-labelledby="profile-money">
      <h2 id="profile-money" className="visually-hidden">
        Your money
      </h2>
      <dl className={styles.stats}>
        <div className={styles.stat}>
          <dt>Balance</dt>
          <dd className="tabular">{formatUsd(profile.balance)}</dd>
          <dd className={styles.note}>Cash available</dd>
        </div>
        <div className={styles.stat}>
          <dt>
            Portfolio Value <SimulatedTag />
          </dt>
          <dd className="tabular">{formatUsd(portfolio.currentValue)}</dd>
          <dd className={styles.note}>Open investments</dd>
        </div>
        <div className={styles.stat}>
          <dt>
            Total Returns <SimulatedTag />
          </dt>
          <dd className={`tabular ${changeClass(portfolio.totalReturn) ?? ''}`} data-testid="total-returns">
            {formatUsd(portfolio.totalReturn, { signed: true })}
            <span className={styles.percent}>({formatSignedPercent(portfolio.totalReturnPercent)})</span>
          </dd>
          <dd className={`${styles.note} tabular`} data-testid="returns-breakdown">
            All time: {formatUsd(portfolio.realisedReturn)} paid out, {formatUsd(portfolio.unrealisedReturn)}{' '}
            open
          </dd>
        </div>
      </dl>
    </Card>
  );
}
