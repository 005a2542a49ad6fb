import type { Transaction } from '@tradesim/core';
import { Button, formatDateTime, formatUsd, Icon } from '@tradesim/ui-kit';
import { StatusBadge } from './status-badge.js';
import {
  describeType,
  moneyDirection,
  shortenAddress,
  signedAmount,
  wasApplied,
} from './transaction-display.js';
import styles from './transaction-row.module.css';

/** One history row: what, when, how much (signed), its status, notes, and Cancel while pending. */
export function TransactionRow({ tx, onCancel }: { tx: Transaction; onCancel(tx: Transaction): void }) {
  const direction = moneyDirection(tx);
  const isWithdrawal = tx.type === 'withdrawal';
  // DESIGN: a failed, rejected or cancelled row is struck through: its money never moved (or came back).
  // Green only once money has actually arrived; a pending deposit is not in the balance yet.
  const amountClass = !wasApplied(tx.status)
    ? styles.void
    : direction === 'in' && tx.status === 'completed'
      ? 'positive'
      : '';
  return (
    <li className={styles.row}>
      <span className={`${styles.icon} ${styles[direction]}`}>
        <Icon name={direction === 'in' ? 'arrowDown' : 'arrowUp'} size={18} />
      </span>
      <div className={styles.main}>
        <div className={styles.line}>
          <span className={styles.title}>
            <span className={styles.type}>{describeType(tx)}</span>
            <StatusBadge status={tx.status} />
          </span>
          <span className={`${styles.amount} tabular ${amountClass}`}>{signedAmount(tx)}</span>
        </div>
        <time className={styles.muted} dateTime={tx.createdAt}>
          {formatDateTime(tx.createdAt)}
        </time>
        {tx.description && <p className={styles.muted}>{tx.description}</p>}
        {isWithdrawal && (
          <p className={`${styles.muted} tabular`}>
            Fee {formatUsd(tx.fee)} · Net {formatUsd(tx.netAmount)}
            {tx.walletAddress && (
              <>
                {' · '}
                <span className={styles.nowrap}>To {shortenAddress(tx.walletAddress)}</span>
              </>
            )}
          </p>
        )}
        {isWithdrawal && tx.transactionHash && (
          <p className={`${styles.muted} ${styles.payout}`}>
            Paid out in TRON transaction{' '}
            <a
              href={`https://tronscan.org/#/transaction/${tx.transactionHash}`}
              target="_blank"
              rel="noreferrer noopener"
              title={tx.transactionHash}
            >
              {shortenAddress(tx.transactionHash)}
            </a>
          </p>
        )}
        {tx.adminNotes && (
          <p className={styles.note}>
            <span className={styles.noteLabel}>Admin note:</span> {tx.adminNotes}
          </p>
        )}
        {isWithdrawal && tx.status === 'pending' && (
          <div className={styles.actions}>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => onCancel(tx)}
              aria-label={`Cancel withdrawal of ${formatUsd(tx.amount)}`}
            >
              Cancel
            </Button>
          </div>
        )}
      </div>
    </li>
  );
}
