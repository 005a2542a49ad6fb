import { Icon, type IconName } from '@tradesim/ui-kit';
import styles from './badges.module.css';
import { statusLabel, typeLabel } from './labels.js';

const typeIcons: Record<string, IconName> = {
  deposit: 'arrowDown',
  withdrawal: 'arrowUp',
  buy: 'plus',
  sell: 'transactions',
  transfer: 'transactions',
};

/** The type as a word and an arrow (money in or out), never colour alone. */
export function TypeBadge({ type }: { type: string }) {
  return (
    <span className={`${styles.badge} ${styles[`type-${type}`] ?? ''}`}>
      <Icon name={typeIcons[type] ?? 'transactions'} size={14} />
      {typeLabel(type)}
    </span>
  );
}

/** The status as a word on its colour: amber pending, green completed, red refused, grey cancelled. */
export function StatusBadge({ status }: { status: string }) {
  return (
    <span className={`${styles.badge} ${styles[`status-${status}`] ?? ''}`} data-status={status}>
      {statusLabel(status)}
    </span>
  );
}

export const awaitingSecondApprovalText = 'Awaiting second approval';

/** Approved once, waiting for a second staff member: said beside the status, in words. */
export function AwaitingBadge() {
  return (
    <span className={`${styles.badge} ${styles.awaiting}`}>
      <Icon name="clock" size={14} />
      {awaitingSecondApprovalText}
    </span>
  );
}
