import type { Asset } from '@tradesim/core';
import { AssetIcon, changeClass, formatCompactUsd, formatPrice, formatSignedPercent } from '@tradesim/ui-kit';
import { useEffect, useRef } from 'react';
import { RowMenu } from '../../../components/row-menu.js';
import { useStaffMay } from '../../../lib/use-staff-may.js';
import styles from './assets-table.module.css';
import { StatusBadge, TypeBadge } from './badges.js';

export interface AssetRowActions {
  onView(asset: Asset): void;
  onEdit(asset: Asset): void;
  onToggleActive(asset: Asset): void;
  onDelete(asset: Asset): void;
}

/** Each figure names its column (data-label) for the phone layout, where the row becomes a card. */
export function AssetRow({
  asset,
  highlighted,
  onView,
  onEdit,
  onToggleActive,
  onDelete,
}: AssetRowActions & { asset: Asset; highlighted: boolean }) {
  const row = useRef<HTMLTableRowElement>(null);
  useEffect(() => {
    if (highlighted) row.current?.scrollIntoView?.({ block: 'center' });
  }, [highlighted]);
  const change = changeClass(asset.changePercent24h);
  const canChange = useStaffMay()('catalogue', 'change');
  return (
    <tr
      ref={row}
      className={highlighted ? styles.highlight : undefined}
      aria-current={highlighted ? 'true' : undefined}
      data-testid={`asset-row-${asset.symbol}-${asset.type}`}
    >
      <td className={styles.asset}>
        <span className={styles.identity}>
          <AssetIcon symbol={asset.symbol} icon={asset.icon} size={32} />
          <span>
            <span className={styles.name}>{asset.name}</span>
            <span className={styles.symbol}>{asset.symbol}</span>
          </span>
        </span>
      </td>
      <td className={styles.type}>
        <TypeBadge type={asset.type} />
      </td>
      <td className={`${styles.number} ${styles.price} tabular`} data-label="Price (simulated)">
        {formatPrice(asset.price)}
      </td>
      <td className={`${styles.number} ${styles.change} tabular ${change ?? ''}`} data-label="24h change">
        {formatSignedPercent(asset.changePercent24h)}
      </td>
      <td className={`${styles.number} ${styles.cap} tabular`} data-label="Market cap">
        {formatCompactUsd(asset.marketCap)}
      </td>
      <td className={`${styles.number} ${styles.volume} tabular`} data-label="Volume (24h)">
        {formatCompactUsd(asset.volume24h)}
      </td>
      <td className={styles.status}>
        <StatusBadge active={asset.isActive} />
      </td>
      <td className={styles.menu}>
        <RowMenu
          trigger="icon"
          label={`Actions for ${asset.name}`}
          items={[
            { label: 'View Details', onSelect: () => onView(asset) },
            // The changes only for a role that may change the catalogue (an auditor reads it).
            ...(canChange
              ? [
                  { label: 'Edit Asset', onSelect: () => onEdit(asset) },
                  {
                    label: asset.isActive ? 'Deactivate' : 'Activate',
                    onSelect: () => onToggleActive(asset),
                  },
                  { label: 'Delete Asset', onSelect: () => onDelete(asset), tone: 'danger' as const },
                ]
              : []),
          ]}
        />
      </td>
    </tr>
  );
}
