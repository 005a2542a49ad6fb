import { type Asset, toDecimal } from '@tradesim/core';
import {
  AssetIcon,
  changeClass,
  formatCompactUsd,
  formatPrice,
  imageIcon,
  SimulatedTag,
} from '@tradesim/ui-kit';
import styles from './asset-summary.module.css';
import { ChangeText } from './change-text.js';

/** "+$1,250.50" / "-$0.0012": the 24h change in dollars, signed, with a price's precision. */
function formatSignedPriceChange(value: string): string {
  const change = toDecimal(value);
  const sign = change.greaterThan(0) ? '+' : change.lessThan(0) ? '-' : '';
  return `${sign}${formatPrice(change.abs())}`;
}

/** The asset's name, symbol and icon (the screen's h1), its live price and 24h change. */
export function AssetSummary({ asset }: { asset: Asset }) {
  return (
    <div className={styles.summary}>
      <div className={styles.identity}>
        <AssetIcon symbol={asset.symbol} icon={imageIcon(asset.icon)} size={56} />
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
          <span className={`${styles.price} tabular`} data-testid="asset-price">
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
