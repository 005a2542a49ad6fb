import type { Profile } from '@tradesim/core';
import { Card, changeClass, formatSignedPercent, formatUsd, SimulatedTag } from '@tradesim/ui-kit';
import styles from './profile-stats.module.css';

/** Balance, Portfolio Value and Total Returns (signed, coloured, and the sign says it too). */
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
        </div>
        <div className={styles.stat}>
          <dt>
            Portfolio Value <SimulatedTag />
          </dt>
          <dd className="tabular">{formatUsd(portfolio.currentValue)}</dd>
        </div>
        <div className={styles.stat}>
          <dt>
            Total Returns <SimulatedTag />
          </dt>
          <dd className={`tabular ${changeClass(portfolio.totalReturn) ?? ''}`} data-testid="total-returns">
            {formatUsd(portfolio.totalReturn, { signed: true })}
            <span className={styles.percent}>({formatSignedPercent(portfolio.totalReturnPercent)})</span>
          </dd>
        </div>
      </dl>
    </Card>
  );
}
