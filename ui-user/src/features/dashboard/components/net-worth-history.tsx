import { type HistoryRange, historyIntervalMs } from '@tradesim/core';
import { ErrorState, Segmented, Skeleton, SkeletonGroup } from '@tradesim/ui-kit';
import { useState } from 'react';
import { errorMessage } from '../../../lib/errors.js';
import { usePortfolioHistory } from '../api/use-portfolio-history.js';
import { firstHistoryRange } from '../reads.js';
import { NetWorthChart } from './net-worth-chart.js';
import styles from './net-worth-history.module.css';

function ChartSkeleton() {
  return (
    <SkeletonGroup label="Loading net worth history..." className={styles.frame}>
      <Skeleton className={styles.skeleton} />
    </SkeletonGroup>
  );
}

export const rangeOptions: readonly { value: HistoryRange; label: string }[] = [
  { value: '1d', label: '1D' },
  { value: '1w', label: '1W' },
  { value: '1m', label: '1M' },
  { value: '3m', label: '3M' },
  { value: 'all', label: 'All' },
];

/**
 * The net worth chart with its range buttons (1D by default). Until a range has two points
 * (a new account) there is no line to draw, so it says when the history starts filling in.
 */
export function NetWorthHistory() {
  const [range, setRange] = useState<HistoryRange>(firstHistoryRange);
  const history = usePortfolioHistory(range);
  return (
    <div className={styles.history}>
      <div className={styles.ranges}>
        <Segmented<HistoryRange>
          label="Chart range"
          options={rangeOptions}
          value={range}
          onChange={setRange}
        />
      </div>
      {history.isPending ? (
        <ChartSkeleton />
      ) : history.isError ? (
        <div className={styles.frame}>
          <ErrorState
            message={errorMessage(history.error, 'Failed to load the net worth history')}
            onRetry={() => void history.refetch()}
          />
        </div>
      ) : history.data.points.length < 2 ? (
        <p className={`${styles.frame} ${styles.empty}`}>
          Your net worth history starts now: a point is added every {historyIntervalMs / 60_000} minutes.
        </p>
      ) : (
        <div
          className={history.isPlaceholderData ? styles.updating : undefined}
          aria-busy={history.isPlaceholderData}
        >
          <NetWorthChart points={history.data.points} range={history.data.range} />
        </div>
      )}
    </div>
  );
}
