import { Card } from '@tradesim/ui-kit';
import { type ReactNode, useId } from 'react';
import styles from './flow-summary.module.css';
import { SummaryList, type SummaryRow } from './summary-list.js';

export interface NextStep {
  title: string;
  text: string;
}

interface FlowSummaryProps {
  title: string;
  rows: readonly SummaryRow[];
  /** What happens after this step, in order; `current` marks the one the user is on. */
  next: readonly NextStep[];
  current?: number;
}

/** The side card of a money flow: its figures so far and what happens next. */
export function FlowSummary({ title, rows, next, current }: FlowSummaryProps) {
  const titleId = useId();
  return (
    <Card className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <SummaryList rows={rows} />
      <div className={styles.next}>
        <h3 className={styles.nextTitle}>What happens next</h3>
        <ol className={styles.steps}>
          {next.map((step, index) => (
            <li
              key={step.title}
              className={styles.step}
              aria-current={index === current ? 'step' : undefined}
            >
              <span className={styles.number} aria-hidden="true">
                {index + 1}
              </span>
              <span>
                <span className={styles.stepTitle}>{step.title}</span>
                <span className={styles.stepText}>{step.text}</span>
              </span>
            </li>
          ))}
        </ol>
      </div>
    </Card>
  );
}

/** A figure not known yet ("Not chosen yet"), quieter than a real one. */
export function Pending({ children }: { children: ReactNode }) {
  return <span className={styles.pending}>{children}</span>;
}
