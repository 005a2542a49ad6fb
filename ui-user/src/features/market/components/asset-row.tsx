import type { Asset } from '@tradesim/core';
import { AssetIcon, formatPrice, imageIcon, SimulatedTag } from '@tradesim/ui-kit';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/routes.js';
import styles from './asset-row.module.css';
import { ChangeText } from './change-text.js';

/**
 * One asset in a list (dashboard tabs, market): icon, name and symbol (or what the user holds),
 * price and 24h change; the whole row opens the asset page.
 */
export function AssetRow({ asset, detail }: { asset: Asset; detail?: ReactNode }) {
  return (
    <li>
      <Link to={paths.asset(asset.id)} className={styles.row}>
        <AssetIcon symbol={asset.symbol} icon={imageIcon(asset.icon)} size={40} />
        <span className={styles.names}>
          <span className={styles.name}>{asset.name}</span>
          <span className={styles.detail}>{detail ?? asset.symbol}</span>
        </span>
        <span className={styles.figures}>
          <span className={`${styles.price} tabular`}>{formatPrice(asset.price)}</span>
          <ChangeText percent={asset.changePercent24h} className={styles.change} />
        </span>
      </Link>
    </li>
  );
}

/**
 * The list around rows, under a column header that also marks the prices as simulated (the
 * header is visual only: each row's link already reads name, price and change in order).
 */
export function AssetList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <div className={styles.columns} aria-hidden="true">
        <span>Asset</span>
        <span className={styles.priceColumn}>
          <span>
            Price<span className={styles.phoneOnly}> · 24h</span>
          </span>
          <SimulatedTag />
        </span>
        <span className={styles.changeColumn}>24h change</span>
      </div>
      <ul className={styles.list} aria-label={label}>
        {children}
      </ul>
    </div>
  );
}
