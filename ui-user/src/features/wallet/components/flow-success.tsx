import { Card, Icon } from '@tradesim/ui-kit';
import type { ReactNode } from 'react';
import styles from './flow-success.module.css';
import { SummaryList, type SummaryRow } from './summary-list.js';

interface FlowSuccessProps {
  title: string;
  text: string;
  rows: readonly SummaryRow[];
  /** The way out: home, portfolio, balance. */
  actions: ReactNode;
}

/** The last step of a money flow: a tick, what was submitted, and where to go next. */
export function FlowSuccess({ title, text, rows, actions }: FlowSuccessProps) {
  return (
    <Card className={styles.card}>
      <span className={styles.tick}>
        <Icon name="check" size={32} />
      </span>
      <h2 className={styles.title}>{title}</h2>
      <p className={styles.text}>{text}</p>
      <SummaryList rows={rows} />
      <div className={styles.actions}>{actions}</div>
    </Card>
  );
}

/** The "Pending Review" pill both flows end on. */
export function PendingReview() {
  return <span className={styles.pending}>Pending Review</span>;
}
