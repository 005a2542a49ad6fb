import type { AssetType } from '@tradesim/core';
import { Icon } from '@tradesim/ui-kit';
import styles from './badges.module.css';

export const typeLabels: Record<AssetType, string> = { crypto: 'Crypto', stock: 'Stock' };

/** The type badge of a row or a search result. */
export function TypeBadge({ type }: { type: AssetType }) {
  return <span className={`${styles.badge} ${styles[type]}`}>{typeLabels[type]}</span>;
}

/** Active or Inactive: the word and an icon say it, not only the colour. */
export function StatusBadge({ active }: { active: boolean }) {
  return (
    <span className={`${styles.badge} ${active ? styles.active : styles.inactive}`}>
      <Icon name={active ? 'check' : 'close'} size={14} />
      {active ? 'Active' : 'Inactive'}
    </span>
  );
}
