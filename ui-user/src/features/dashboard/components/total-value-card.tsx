import { type Profile, userScreenMessages } from '@tradesim/core';
import {
  Card,
  changeClass,
  formatSignedPercent,
  formatUsd,
  Icon,
  QueryState,
  SimulatedTag,
  Skeleton,
  SkeletonGroup,
} from '@tradesim/ui-kit';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/routes.js';
import { useMe } from '../../../lib/use-me.js';
import { NetWorthHistory } from './net-worth-history.js';
import styles from './total-value-card.module.css';
import { TrendArrow } from './trend-arrow.js';

/** Today's figures: the total, its 24 h change, and how it splits into cash and investments. */
function Figures() {
  return (
    <QueryState
      query={useMe()}
      loading={
        <SkeletonGroup label="Loading..." className={styles.figures}>
          <Skeleton className={styles.valueSkeleton} />
          <Skeleton className={styles.lineSkeleton} />
          <Skeleton className={styles.shortSkeleton} />
        </SkeletonGroup>
      }
      errorText={userScreenMessages.loadProfileFailed}
    >
      {(me) => <LoadedFigures me={me} />}
    </QueryState>
  );
}

function LoadedFigures({ me: { balance, portfolio } }: { me: Profile }) {
  const change = portfolio.change24h;
  return (
    <div className={styles.figures}>
      <p className={`${styles.value} tabular`} data-testid="total-value">
        {formatUsd(portfolio.netWorth)}
      </p>
      <p className={styles.return} data-testid="change-24h">
        <span className={`${changeClass(change.amount)} ${styles.figure} tabular`}>
          <TrendArrow value={change.amount} />
          {formatUsd(change.amount, { signed: true })} ({formatSignedPercent(change.percent)})
        </span>
        <span className={styles.period}>Last 24h</span>
      </p>
      <p className={`${styles.breakdown} tabular`}>
        {formatUsd(balance)} cash · {formatUsd(portfolio.currentValue)} invested
      </p>
    </div>
  );
}

/**
 * Total value is the net worth: the cash balance plus the open investments at their simulated
 * value. Under it, the change over the last 24 hours, without the money moved in or out then
 * (a deposit is not a gain), which is what the spec's 'Last 24h' promises; then its history.
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
      <Figures />
      <NetWorthHistory />
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
