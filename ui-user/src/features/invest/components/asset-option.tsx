import type { Asset } from '@tradesim/core';
import { AssetIcon, changeClass, formatPrice, formatSignedPercent } from '@tradesim/ui-kit';
import styles from './asset-option.module.css';

/** One asset of the picker: a real radio button (arrow keys move between them), drawn as a row. */
export function AssetOption({
  asset,
  checked,
  onSelect,
}: {
  asset: Asset;
  checked: boolean;
  onSelect(asset: Asset): void;
}) {
  return (
    <label className={styles.option}>
      <input
        type="radio"
        name="asset"
        value={asset.id}
        checked={checked}
        onChange={() => onSelect(asset)}
        className="visually-hidden"
      />
      <AssetIcon symbol={asset.symbol} icon={asset.icon} size={36} />
      <span className={styles.names}>
        <span className={styles.name}>{asset.name}</span>{' '}
        <span className={styles.symbol}>{asset.symbol}</span>
      </span>{' '}
      <span className={styles.figures}>
        <span className={`${styles.price} tabular`}>{formatPrice(asset.price)}</span>{' '}
        <span className={`tabular ${changeClass(asset.changePercent24h) ?? ''}`}>
          {formatSignedPercent(asset.changePercent24h)}
        </span>
      </span>
    </label>
  );
}
