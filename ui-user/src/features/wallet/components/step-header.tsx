import styles from './step-header.module.css';

/** "Step 2 of 4" over the step's title, with a bar that fills as the flow advances. */
export function StepHeader({ step, total, title }: { step: number; total: number; title: string }) {
  return (
    <div className={styles.header}>
      <p className={styles.count}>
        Step {step} of {total}
      </p>
      <div className={styles.track} aria-hidden="true">
        <div className={styles.fill} style={{ width: `${(step / total) * 100}%` }} />
      </div>
      <h2 className={styles.title}>{title}</h2>
    </div>
  );
}
