import type { Investment } from '@tradesim/core';
import { EmptyState } from '@tradesim/ui-kit';
import { type ReactNode, useId } from 'react';
import { type CardActions, InvestmentCard } from './investment-card.js';
import styles from './investment-section.module.css';

interface InvestmentSectionProps {
  title: string;
  /** The Show Archived / Show Active switch beside the heading. */
  toggle?: ReactNode;
  /** The list (InvestmentList), or the state of its query while it loads or fails. */
  children: ReactNode;
}

/** A titled section of the portfolio. */
export function InvestmentSection({ title, toggle, children }: InvestmentSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <div className={styles.heading}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        {toggle}
      </div>
      {children}
    </section>
  );
}

interface InvestmentListProps {
  items: Investment[];
  empty: { title: string; text: string; action?: ReactNode };
  actions: CardActions;
}

/** The investment cards, or the list's empty state. */
export function InvestmentList({ items, empty, actions }: InvestmentListProps) {
  if (items.length === 0) {
    return (
      <div className={styles.empty}>
        <EmptyState title={empty.title} text={empty.text} action={empty.action} />
      </div>
    );
  }
  return (
    <ul className={styles.list}>
      {items.map((investment) => (
        <li key={investment.id}>
          <InvestmentCard investment={investment} actions={actions} />
        </li>
      ))}
    </ul>
  );
}
