import type { BackgroundJob } from '@tradesim/core';
import { formatCount } from '@tradesim/ui-kit';
import styles from './bulk-add-panel.module.css';

/** The job's state in words: waiting, "{verb}... x of y", finished, or why it stopped. */
function progressText(job: BackgroundJob, verb: string): string {
  const { done, total } = job.progress;
  const counts = `${formatCount(done)} of ${formatCount(total)}`;
  switch (job.status) {
    case 'queued':
      return 'Waiting to start...';
    case 'running':
      return `${verb}... ${counts}`;
    case 'succeeded':
      return `Finished: ${counts}`;
    case 'failed':
      return `Stopped after ${counts}: ${job.error ?? 'the job failed'}`;
  }
}

/** A job's progress bar, moved live by the `admin.jobs` topic (features/live). */
export function JobProgress({ job, label, verb }: { job: BackgroundJob; label: string; verb: string }) {
  const { done, total } = job.progress;
  const percent = total > 0 ? Math.min(100, Math.round((done / total) * 100)) : 0;
  const text = progressText(job, verb);
  return (
    <div className={styles.progress}>
      <div
        className={styles.track}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={text}
      >
        <span
          className={job.status === 'failed' ? `${styles.fill} ${styles.fillFailed}` : styles.fill}
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className={styles.progressText} data-testid={`${label}-text`}>
        {text}
      </p>
    </div>
  );
}
