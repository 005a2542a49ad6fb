import styles from './progress-bar.module.css';

/** How far through its term an investment is, with the time left said in words beside it. */
export function ProgressBar({ progress, text }: { progress: number; text: string }) {
  const percent = Math.round(Math.min(1, Math.max(0, progress)) * 100);
  return (
    <div className={styles.wrap}>
      <div
        className={styles.track}
        role="progressbar"
        aria-label="Term progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%, ${text}`}
      >
        <div className={styles.fill} style={{ width: `${percent}%` }} />
      </div>
      <div className={styles.caption}>
        <span>{text}</span>
        <span className="tabular">{percent}%</span>
      </div>
    </div>
  );
}
