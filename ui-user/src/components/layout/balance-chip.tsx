import { formatUsd, Skeleton } from '@tradesim/ui-kit';
import { Link } from 'react-router';
import { paths } from '../../config/routes.js';
import { useMe } from '../../lib/use-me.js';
import styles from './balance-chip.module.css';

/** The balance, live (a `me` profile event refetches it); opens /balance. A placeholder while it loads. */
export function BalanceChip() {
  const me = useMe();
  const value = me.data ? formatUsd(me.data.balance) : null;
  // The accessible name holds the visible text (WCAG "label in name"), also on phones where
  // the word "Balance" is hidden.
  return (
    <Link
      to={paths.balance}
      className={styles.chip}
      aria-label={value ? `Balance ${value}` : 'Balance, loading'}
    >
      <span className={styles.label}>Balance</span>
      <span className={`${styles.value} tabular`} data-testid="balance-chip">
        {value ?? <Skeleton width="4.5em" />}
      </span>
    </Link>
  );
}
