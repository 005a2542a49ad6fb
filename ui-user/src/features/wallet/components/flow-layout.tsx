import type { ReactNode } from 'react';
import styles from './flow-layout.module.css';

/**
 * A money-flow step beside its summary: one column below 1024 px (the step, then the summary),
 * the step on the left and the summary on the right (kept in view) from 1024 px.
 */
export function FlowLayout({ children, aside }: { children: ReactNode; aside: ReactNode }) {
  return (
    <div className={styles.layout} data-flow-layout="">
      <div className={styles.main}>{children}</div>
      <div className={styles.aside}>{aside}</div>
    </div>
  );
}
