import { type Asset, toDecimal } from '@tradesim/core';
import {
  AssetIcon,
  changeClass,
  formatCompactUsd,
  formatPrice,
  SimulatedTag,
  Skeleton,
} from '@tradesim/ui-kit';
import { ChangeText } from '../../../components/asset-row/change-text.js';
import { usePriceFlash } from '../../../components/asset-row/price-flash.js';
import styles from './asset-summary.module.css';

/** "+$1,250.50" / "-$0.0012": the 24h change in dollars, signed, with a price's precision. */
function formatSignedPriceChange(value: string): string {
  const change = toDecimal(value);
  const sign = change.greaterThan(0) ? '+' : change.lessThan(0) ? '-' : '';
  return `${sign}${formatPrice(change.abs())}`;
}

/**
 * The asset's name, symbol and logo (the screen's h1), its live price (flashing green or red
 * when a tick moves it) and 24h change.
 */
export function AssetSummary({ asset }: { asset: Asset }) {
  const flash = usePriceFlash(asset.price);
  return (
    <div className={styles.summary}>
      <div className={styles.identity}>
        <AssetIcon symbol={asset.symbol} icon={asset.icon} type={asset.type} size={56} logo />
        <div>
          <h1 className={styles.name}>{asset.name}</h1>
          <p className={styles.symbol}>
            {asset.symbol}
            <span className={styles.type}>{asset.type === 'crypto' ? 'Crypto' : 'Stock'}</span>
          </p>
        </div>
      </div>
      <div className={styles.quote}>
        <p className={styles.priceLine}>
          <span
            key={flash.key}
            className={[styles.price, 'tabular', flash.className].filter(Boolean).join(' ')}
            data-testid="asset-price"
            onAnimationEnd={flash.onAnimationEnd}
          >
            {formatPrice(asset.price)}
          </span>
          <SimulatedTag />
        </p>
        <p className={styles.change}>
          <ChangeText percent={asset.changePercent24h} className={styles.strong} />
          <span className={`${changeClass(asset.change24h) ?? ''} tabular`}>
            ({formatSignedPriceChange(asset.change24h)})
          </span>
          <span className={styles.muted}>24h</span>
        </p>
      </div>
      <dl className={styles.stats}>
        <div>
          <dt>Market cap</dt>
          <dd className="tabular">{formatCompactUsd(asset.marketCap)}</dd>
        </div>
        <div>
          <dt>24h volume</dt>
          <dd className="tabular">{formatCompactUsd(asset.volume24h)}</dd>
        </div>
      </dl>
    </div>
  );
}

/** The same block in grey while the asset loads: logo, name, price, change and the two figures. */
export function AssetSummarySkeleton() {
  return (
    <div className={styles.summary} aria-hidden="true" data-testid="asset-summary-skeleton">
      <div className={styles.identity}>
        <Skeleton width={56} height={56} round />
        <div className={styles.skeletonLines}>
          <Skeleton width={160} height={26} />
          <Skeleton width={96} height={16} />
        </div>
      </div>
      <div className={styles.quote}>
        <Skeleton width={200} height={38} />
        <Skeleton width={170} height={18} />
      </div>
      <div className={styles.stats}>
        {['cap', 'volume'].map((key) => (
          <div key={key} className={styles.skeletonLines}>
            <Skeleton width="55%" height={13} strong />
            <Skeleton width="40%" height={18} strong />
          </div>
        ))}
      </div>
    </div>
  );
}
