import type { Asset } from '@tradesim/core';
import { SimulatedTag } from '@tradesim/ui-kit';
import { AssetRow, type AssetRowActions } from './asset-row.js';
import styles from './assets-table.module.css';

interface AssetsTableProps extends AssetRowActions {
  assets: readonly Asset[];
  /** The deep-linked row (`?asset=<id>`): highlighted and scrolled to. */
  highlightId: string | null;
  busy: boolean;
}

/**
 * The catalogue table (docs/product/admin-console.md#screens): asset, type, price, 24h change, market cap, volume,
 * status and the row menu. Prices move live with each tick. DESIGN: the table never scrolls
 * sideways; below 900 px of room the volume column is left out (it is in View Details).
 */
export function AssetsTable({ assets, highlightId, busy, ...actions }: AssetsTableProps) {
  return (
    <div className={styles.frame} aria-busy={busy}>
      <table className={styles.table}>
        <caption className="visually-hidden">Assets</caption>
        <thead>
          <tr>
            <th scope="col">Asset</th>
            <th scope="col">Type</th>
            <th scope="col" className={styles.number}>
              Price{' '}
              <span className={styles.priceTag}>
                <SimulatedTag />
              </span>
            </th>
            <th scope="col" className={styles.number}>
              24h Change
            </th>
            <th scope="col" className={styles.number}>
              Market Cap
            </th>
            <th scope="col" className={`${styles.number} ${styles.volume}`}>
              Volume (24h)
            </th>
            <th scope="col">Status</th>
            <th scope="col" className={styles.menu}>
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {assets.map((asset) => (
            <AssetRow key={asset.id} asset={asset} highlighted={asset.id === highlightId} {...actions} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
