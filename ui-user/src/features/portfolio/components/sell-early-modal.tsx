import { type Investment, userScreenMessages } from '@tradesim/core';
import { ConfirmModal, formatUsd, SimulatedTag } from '@tradesim/ui-kit';
import { estimateEarlySale } from '../sale-estimate.js';
import styles from './sell-early-modal.module.css';

interface SellEarlyModalProps {
  investment: Investment;
  selling: boolean;
  onCancel(): void;
  onConfirm(): void;
}

/** 'Sell Early Warning': the spec's text, then what the sale would pay at today's return. */
export function SellEarlyModal({ investment, selling, onCancel, onConfirm }: SellEarlyModalProps) {
  const sale = estimateEarlySale(investment);
  return (
    <ConfirmModal
      title="Sell Early Warning"
      confirmLabel="Sell Early"
      busyLabel="Selling..."
      busy={selling}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      <p>{userScreenMessages.sellEarlyWarning}</p>
      <dl className={styles.sale}>
        <div className={styles.row}>
          <dt>Your investment back</dt>
          <dd className="tabular">{formatUsd(sale.principal)}</dd>
        </div>
        <div className={styles.row}>
          <dt>Half of the current return</dt>
          <dd className="tabular">{formatUsd(sale.keptReturn, { signed: true })}</dd>
        </div>
        <div className={`${styles.row} ${styles.total}`}>
          <dt>
            You get about <SimulatedTag />
          </dt>
          <dd className="tabular">{formatUsd(sale.total)}</dd>
        </div>
      </dl>
    </ConfirmModal>
  );
}
