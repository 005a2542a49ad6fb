import type { ReactNode } from 'react';
import styles from './approval-card.module.css';

/** One labelled fact of a request; a `wide` one (a note, an address) takes the whole row. */
export function Fact({ term, wide, children }: { term: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? styles.wide : undefined}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * A titled group of facts on a request's card ("Customer", "Transaction", "Change"), and what
 * is no fact but belongs with them (an image) after the list.
 */
export function FactGroup({
  title,
  children,
  after,
}: {
  title: string;
  children: ReactNode;
  after?: ReactNode;
}) {
  return (
    <section className={styles.group} aria-label={title}>
      <h3 className={styles.groupTitle}>{title}</h3>
      <dl className={styles.facts}>{children}</dl>
      {after}
    </section>
  );
}
