import type { Asset } from '@tradesim/core';
import { AssetIcon, formatPrice, preloadAssetLogos, SimulatedTag, Skeleton } from '@tradesim/ui-kit';
import { type ReactNode, useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/routes.js';
import styles from './asset-row.module.css';
import { ChangeText } from './change-text.js';
import { usePriceFlash } from './price-flash.js';
import { Sparkline } from './sparkline.js';
import { useInView } from './use-in-view.js';
import { useSparkline } from './use-sparkline.js';

// The screens that load this file show rows of logos: fetch them beside the screen's data.
preloadAssetLogos();

const sparkWidth = 96;
const sparkHeight = 32;

/** The row's 7-day line, asked for once the row scrolls near the screen. */
function TrendCell({ id }: { id: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const visible = useInView(ref);
  const history = useSparkline(id, visible);
  return (
    <span ref={ref} className={styles.trend}>
      {history.isSuccess ? (
        <Sparkline points={history.data} width={sparkWidth} height={sparkHeight} />
      ) : (
        <Skeleton width={sparkWidth} height={sparkHeight} className={styles.trendSkeleton} />
      )}
    </span>
  );
}

/**
 * One asset in a list (dashboard tabs, market): logo, name and symbol (or what the user holds),
 * with `trend` its 7-day sparkline, then the price (flashing green or red when a tick moves it)
 * and the 24h change; the whole row opens the asset page.
 */
export function AssetRow({
  asset,
  detail,
  trend = false,
}: {
  asset: Asset;
  detail?: ReactNode;
  trend?: boolean;
}) {
  const flash = usePriceFlash(asset.price);
  return (
    <li>
      <Link to={paths.asset(asset.id)} className={`${styles.row} ${trend ? styles.withTrend : ''}`}>
        <AssetIcon symbol={asset.symbol} icon={asset.icon} type={asset.type} size={40} logo />
        <span className={styles.names}>
          <span className={styles.name}>{asset.name}</span>
          <span className={styles.detail}>{detail ?? asset.symbol}</span>
        </span>
        {trend && <TrendCell id={asset.id} />}
        <span className={styles.figures}>
          <span
            key={flash.key}
            className={[styles.price, 'tabular', flash.className].filter(Boolean).join(' ')}
            onAnimationEnd={flash.onAnimationEnd}
          >
            {formatPrice(asset.price)}
          </span>
          <ChangeText percent={asset.changePercent24h} className={styles.change} />
        </span>
      </Link>
    </li>
  );
}

/**
 * The list around rows, under a column header that also marks the prices as simulated (the
 * header is visual only: each row's link already reads name, trend, price and change in order).
 */
export function AssetList({
  label,
  trend = false,
  children,
}: {
  label: string;
  trend?: boolean;
  children: ReactNode;
}) {
  return (
    <div>
      <ColumnHeader trend={trend} />
      <ul className={styles.list} aria-label={label}>
        {children}
      </ul>
    </div>
  );
}

function ColumnHeader({ trend }: { trend: boolean }) {
  return (
    <div className={`${styles.columns} ${trend ? styles.withTrend : ''}`} aria-hidden="true">
      <span>Asset</span>
      {trend && <span className={styles.trendColumn}>7 days</span>}
      <span className={styles.priceColumn}>
        <span>
          Price<span className={styles.phoneOnly}> · 24h</span>
        </span>
        <SimulatedTag />
      </span>
      <span className={styles.changeColumn}>24h change</span>
    </div>
  );
}

/**
 * What the list looks like while it loads: grey rows in its own shape (hidden from screen
 * readers, which hear `text` instead).
 */
export function AssetListSkeleton({
  text,
  rows = 8,
  trend = false,
}: {
  text: string;
  rows?: number;
  trend?: boolean;
}) {
  return (
    <div>
      <p role="status" className="visually-hidden">
        {text}
      </p>
      <ColumnHeader trend={trend} />
      <ul className={styles.list} aria-hidden="true" data-testid="asset-list-skeleton">
        {Array.from({ length: rows }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with nothing else to tell them apart.
          <li key={index}>
            <span className={`${styles.row} ${trend ? styles.withTrend : ''}`}>
              <Skeleton width={40} height={40} round />
              <span className={styles.names}>
                <Skeleton width={`${55 + ((index * 17) % 30)}%`} height={14} />
                <Skeleton width={44} height={12} className={styles.skeletonDetail} />
              </span>
              {trend && (
                <span className={styles.trend}>
                  <Skeleton width={sparkWidth} height={sparkHeight} className={styles.trendSkeleton} />
                </span>
              )}
              <span className={`${styles.figures} ${styles.skeletonFigures}`}>
                <Skeleton width={84} height={14} className={styles.skeletonPrice} />
                <Skeleton width={52} height={12} className={styles.skeletonChange} />
              </span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
