import { Icon } from '@tradesim/ui-kit';
import type { ReactNode } from 'react';
import styles from './faq-item.module.css';

/**
 * One question and its answer. A native <details>/<summary> is the accordion: keyboard,
 * screen readers and find-in-page work with no script.
 */
export function FaqItem({ question, children }: { question: string; children: ReactNode }) {
  return (
    <details className={styles.item}>
      <summary className={styles.question}>
        <span>{question}</span>
        <span className={styles.chevron}>
          <Icon name="chevronRight" size={18} />
        </span>
      </summary>
      <div className={styles.answer}>{children}</div>
    </details>
  );
}
