import type { Asset } from '@tradesim/core';
import {
  AssetIcon,
  Button,
  changeClass,
  formatCompactUsd,
  formatDateTime,
  formatPrice,
  formatSignedPercent,
  formatUsd,
  imageIcon,
  Modal,
  SimulatedTag,
} from '@tradesim/ui-kit';
import { useStaffMay } from '../../../lib/use-staff-may.js';
import styles from './asset-details.module.css';
import { StatusBadge, TypeBadge } from './badges.js';

interface AssetDetailsModalProps {
  asset: Asset;
  onClose(): void;
  onEdit(asset: Asset): void;
}

/**
 * View Details. The spec's item does nothing; this shows every field of the asset, live (the
 * page hands in the row as the latest tick left it), with Edit Asset one press away.
 */
export function AssetDetailsModal({ asset, onClose, onEdit }: AssetDetailsModalProps) {
  const canChange = useStaffMay()('catalogue', 'change');
  const change = changeClass(asset.changePercent24h);
  const rows: [string, React.ReactNode][] = [
    ['Symbol', asset.symbol],
    ['Type', <TypeBadge key="type" type={asset.type} />],
    [
      'Price',
      <span key="price" className="tabular">
        {formatPrice(asset.price)} <SimulatedTag />
      </span>,
    ],
    [
      '24h change',
      <span key="change" className={`tabular ${change ?? ''}`}>
        {formatUsd(asset.change24h, { signed: true })} ({formatSignedPercent(asset.changePercent24h)})
      </span>,
    ],
    ['Market cap', formatCompactUsd(asset.marketCap)],
    ['Volume (24h)', formatCompactUsd(asset.volume24h)],
    ['Status', <StatusBadge key="status" active={asset.isActive} />],
    ['Icon', iconDescription(asset.icon)],
    ['Last updated', formatDateTime(asset.updatedAt)],
    ['ID', <code key="id">{asset.id}</code>],
  ];
  return (
    <Modal
      title={`${asset.name} (${asset.symbol})`}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          {canChange && <Button onClick={() => onEdit(asset)}>Edit Asset</Button>}
        </>
      }
    >
      <div className={styles.head}>
        <AssetIcon symbol={asset.symbol} icon={asset.icon} size={48} />
        <span className={styles.title}>{asset.name}</span>
      </div>
      <dl className={styles.list}>
        {rows.map(([term, value]) => (
          <div key={term} className={styles.row}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}

function iconDescription(icon: string | null): string {
  if (!icon) return 'None (letter tile)';
  return imageIcon(icon) ? icon : `Text "${icon}" (shown as a letter tile)`;
}
