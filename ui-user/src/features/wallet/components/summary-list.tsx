import type { ReactNode } from 'react';
import styles from './summary-list.module.css';

export interface SummaryRow {
  label: string;
  value: ReactNode;
  /** Long values (addresses, ids) wrap under their label instead of beside it. */
  wide?: boolean;
  strong?: boolean;
}

/** Label/value rows of a payment or withdrawal summary, as a description list. */
export function SummaryList({ rows }: { rows: readonly SummaryRow[] }) {
  return (
    <dl className={styles.list}>
      {rows.map((row) => (
        <div key={row.label} className={`${styles.row} ${row.wide ? styles.wide : ''}`}>
          <dt className={styles.label}>{row.label}</dt>
          <dd className={`${styles.value} ${row.strong ? styles.strong : ''}`}>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
