import { userScreenMessages } from '@tradesim/core';
import {
  AssetIcon,
  Card,
  changeClass,
  EmptyState,
  formatQuantity,
  formatSignedPercent,
  formatUsd,
  type QueryLike,
  QueryState,
  SimulatedTag,
  Skeleton,
  SkeletonGroup,
} from '@tradesim/ui-kit';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/routes.js';
import type { Holding } from '../holdings.js';
import styles from './holdings-card.module.css';
import { TrendArrow } from './trend-arrow.js';

function HoldingRow({ holding }: { holding: Holding }) {
  const { asset } = holding;
  return (
    <li>
      <Link to={paths.asset(asset.id)} className={styles.row}>
        <AssetIcon symbol={asset.symbol} icon={asset.icon} type={asset.type} size={40} logo />
        <span className={styles.names}>
          <span className={styles.name}>
            {asset.name}
            <span className="visually-hidden">,</span>
          </span>{' '}
          <span className={`${styles.detail} tabular`}>
            {formatQuantity(holding.quantity)} {asset.symbol}
            {holding.investments > 1 && ` · ${holding.investments} investments`}
          </span>
        </span>
        <span className={`${styles.invested} tabular`}>
          <span className="visually-hidden">, invested</span> {formatUsd(holding.invested)}
        </span>
        <span className={styles.figures}>
          <span className={`${styles.value} tabular`}>
            <span className="visually-hidden">, value</span> {formatUsd(holding.value)}
          </span>
          <span className={`${styles.gain} ${changeClass(holding.gain) ?? ''} tabular`}>
            <span className="visually-hidden">, return</span> <TrendArrow value={holding.gain} size={10} />
            {formatUsd(holding.gain, { signed: true })} ({formatSignedPercent(holding.gainPercent)})
          </span>
        </span>
      </Link>
    </li>
  );
}

/**
 * The open investments, one row per asset (several investments in one asset are summed): what
 * it is worth now, what it cost and its simulated return; each row opens the asset. A new user
 * is sent to the market instead.
 */
export function HoldingsCard({ holdings }: { holdings: QueryLike<Holding[]> }) {
  const titleId = useId();
  return (
    <Card className={styles.card} aria-labelledby={titleId}>
      <div className={styles.head}>
        <div className={styles.heading}>
          <h2 id={titleId} className={styles.title}>
            Holdings
          </h2>
          <SimulatedTag />
        </div>
        {holdings.data && holdings.data.length > 0 && (
          <Link to={paths.portfolio} className={styles.more}>
            View portfolio
          </Link>
        )}
      </div>
      <QueryState
        query={holdings}
        keepData
        loading={
          <SkeletonGroup label="Loading holdings...">
            {[0, 1].map((row) => (
              <div key={row} className={styles.skeletonRow}>
                <Skeleton className={styles.skeletonIcon} round />
                <span className={styles.names}>
                  <Skeleton className={styles.skeletonName} />
                  <Skeleton className={styles.skeletonDetail} />
                </span>
                <Skeleton className={styles.skeletonValue} />
              </div>
            ))}
          </SkeletonGroup>
        }
        errorText={userScreenMessages.loadInvestmentsFailed}
        empty={
          <EmptyState
            title="No investments yet"
            text="Pick a crypto or a stock in the market and invest for a fixed period: it shows here with its simulated value and return."
            action={
              <Link to={paths.market} className={styles.cta}>
                Explore the market
              </Link>
            }
          />
        }
      >
        {(rows) => (
          <div>
            <div className={styles.columns} aria-hidden="true">
              <span>Asset</span>
              <span className={styles.investedColumn}>Invested</span>
              <span className={styles.valueColumn}>Value · return</span>
            </div>
            <ul className={styles.list} aria-label="Holdings by asset">
              {rows.map((holding) => (
                <HoldingRow key={holding.asset.id} holding={holding} />
              ))}
            </ul>
          </div>
        )}
      </QueryState>
    </Card>
  );
}
