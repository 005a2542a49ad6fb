import { Card, changeClass, formatSignedPercent, formatUsd, Icon, SimulatedTag } from '@tradesim/ui-kit';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/routes.js';
import { MeLoaded } from '../../profile/components/me-loaded.js';
import styles from './total-value-card.module.css';

/**
 * Total value is the net worth: the cash balance plus the open investments at their simulated
 * value. Under it, the change over the last 24 hours, without the money moved in or out then
 * (a deposit is not a gain), which is what the spec's 'Last 24h' promises.
 */
export function TotalValueCard() {
  const labelId = useId();
  return (
    <Card className={styles.card} aria-labelledby={labelId}>
      <div className={styles.heading}>
        <h2 id={labelId} className={styles.label}>
          Total value
        </h2>
        <SimulatedTag />
      </div>
      <MeLoaded>
        {({ balance, portfolio }) => (
          <>
            <p className={`${styles.value} tabular`} data-testid="total-value">
              {formatUsd(portfolio.netWorth)}
            </p>
            <p className={styles.return} data-testid="change-24h">
              <span className={`${changeClass(portfolio.change24h.amount)} ${styles.figure} tabular`}>
                {formatUsd(portfolio.change24h.amount, { signed: true })} (
                {formatSignedPercent(portfolio.change24h.percent)})
              </span>
              <span className={styles.period}>Last 24h</span>
            </p>
            <p className={`${styles.breakdown} tabular`}>
              {formatUsd(balance)} cash · {formatUsd(portfolio.currentValue)} invested
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
