import type { Investment } from '@tradesim/core';
import { EmptyState } from '@tradesim/ui-kit';
import { type ReactNode, useId } from 'react';
import { type CardActions, InvestmentCard } from './investment-card.js';
import styles from './investment-section.module.css';

interface InvestmentSectionProps {
  title: string;
  /** The Show Archived / Show Active switch beside the heading. */
  toggle?: ReactNode;
  items: Investment[] | undefined;
  /** Shown instead of the list while it loads or fails. */
  status?: ReactNode;
  empty: { title: string; text: string; action?: ReactNode };
  actions: CardActions;
}

/** A titled list of investment cards, or its empty state. */
export function InvestmentSection({ title, toggle, items, status, empty, actions }: InvestmentSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <div className={styles.heading}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        {toggle}
      </div>
      {status ??
        (items && items.length > 0 ? (
          <ul className={styles.list}>
            {items.map((investment) => (
              <li key={investment.id}>
                <InvestmentCard investment={investment} actions={actions} />
              </li>
            ))}
          </ul>
        ) : (
          <div className={styles.empty}>
            <EmptyState title={empty.title} text={empty.text} action={empty.action} />
          </div>
        ))}
    </section>
  );
}
