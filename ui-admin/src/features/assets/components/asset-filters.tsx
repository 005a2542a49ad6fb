import { Segmented } from '@tradesim/ui-kit';
import type { AssetStatusFilter, AssetTypeFilter } from '../hooks/use-assets-url.js';
import styles from './asset-filters.module.css';
import { AssetSearch } from './asset-search.js';

const typeOptions = [
  { value: 'all', label: 'All' },
  { value: 'crypto', label: 'Crypto' },
  { value: 'stock', label: 'Stock' },
] as const;

const statusOptions = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
] as const;

interface AssetFiltersProps {
  q: string;
  type: AssetTypeFilter;
  status: AssetStatusFilter;
  onQ(q: string): void;
  onType(type: AssetTypeFilter): void;
  onStatus(status: AssetStatusFilter): void;
}

/** Search by name or symbol, the type filter (All/Crypto/Stock) and the status filter (All/Active/Inactive). */
export function AssetFilters({ q, type, status, onQ, onType, onStatus }: AssetFiltersProps) {
  return (
    <div className={styles.bar}>
      <AssetSearch q={q} onQ={onQ} />
      <div className={styles.group}>
        <span className={styles.label} aria-hidden="true">
          Type
        </span>
        <Segmented label="Type" options={typeOptions} value={type} onChange={onType} />
      </div>
      <div className={styles.group}>
        <span className={styles.label} aria-hidden="true">
          Status
        </span>
        <Segmented label="Status" options={statusOptions} value={status} onChange={onStatus} />
      </div>
    </div>
  );
}
