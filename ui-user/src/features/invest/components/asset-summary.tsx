import type { Asset } from '@tradesim/core';
import { AssetIcon, changeClass, formatPrice, formatSignedPercent, SimulatedTag } from '@tradesim/ui-kit';
import type { ReactNode } from 'react';
import styles from './asset-summary.module.css';

/** The chosen asset at the top of the invest form and of Confirm Purchase: who, and its live price. */
export function AssetSummary({ asset, action }: { asset: Asset; action?: ReactNode }) {
  return (
    <div className={styles.summary}>
      <div className={styles.icon}>
        <AssetIcon symbol={asset.symbol} icon={asset.icon} size={48} />
      </div>
      <div className={styles.names}>
        <p className={styles.name}>{asset.name}</p>
        <p className={styles.muted}>{asset.symbol}</p>
      </div>
      <div className={styles.figures}>
        <p className={`${styles.price} tabular`}>
          {formatPrice(asset.price)} <SimulatedTag />
        </p>
        <p className="tabular">
          <span className={changeClass(asset.changePercent24h)}>
            {formatSignedPercent(asset.changePercent24h)}
          </span>{' '}
          <span className={styles.muted}>24h</span>
        </p>
      </div>
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
