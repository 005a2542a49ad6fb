import { Card, changeClass, formatSignedPercent, formatUsd, Icon, SimulatedTag } from '@tradesim/ui-kit';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/routes.js';
import { MeLoaded } from '../../profile/components/me-loaded.js';
import styles from './total-value-card.module.css';

/**
 * Total value (the balance) and the portfolio's return. DESIGN: the spec labels the return
 * 'Last 24h', but the figure is the all-time simulated return of the open investments, so it
 * is labelled 'All time' to say what it is.
 */
export function TotalValueCard() {
  const labelId = useId();
  return (
    <Card className={styles.card} aria-labelledby={labelId}>
      <h2 id={labelId} className={styles.label}>
        Total value
      </h2>
      <MeLoaded>
        {(me) => (
          <>
            <p className={`${styles.value} tabular`} data-testid="total-value">
              {formatUsd(me.balance)}
            </p>
            <p className={styles.return}>
              <span className={`${changeClass(me.portfolio.totalReturn)} ${styles.figure} tabular`}>
                {formatUsd(me.portfolio.totalReturn, { signed: true })} (
                {formatSignedPercent(me.portfolio.totalReturnPercent)})
              </span>
              <span className={styles.period}>All time</span>
              <SimulatedTag />
            </p>
          </>
        )}
      </MeLoaded>
      <div className={styles.actions}>
        <Link to={paths.topUp} className={`${styles.action} ${styles.primary}`}>
          <Icon name="plus" size={18} />
          Top Up
        </Link>
        <Link to={paths.withdraw} className={styles.action}>
          <Icon name="arrowUp" size={18} />
          Withdraw
        </Link>
      </div>
    </Card>
  );
}
