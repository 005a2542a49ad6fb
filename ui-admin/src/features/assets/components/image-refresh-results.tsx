import { type BackgroundJob, imageRefreshResultSchema } from '@tradesim/core';
import { formatCount } from '@tradesim/ui-kit';
import styles from './bulk-add-panel.module.css';

/** A finished image refresh: updated, already optimal and failed, and why each failure failed. */
export function ImageRefreshResults({ job }: { job: BackgroundJob }) {
  const parsed = imageRefreshResultSchema.safeParse(job.result);
  if (!parsed.success) return null;
  const result = parsed.data;
  const failures = result.results.filter((item) => item.status === 'failed');
  return (
    <div className={styles.results}>
      <ul className={styles.summary} aria-label="Image update summary">
        <li className={result.updated > 0 ? styles.good : styles.neutral}>
          Updated {formatCount(result.updated)}
        </li>
        <li className={styles.neutral}>Already optimal {formatCount(result.alreadyOptimal)}</li>
        <li className={result.failed > 0 ? styles.bad : styles.neutral}>
          Failed {formatCount(result.failed)}
        </li>
      </ul>
      {failures.length > 0 && (
        <ul className={styles.failures} aria-label="Images that failed">
          {failures.map((item) => (
            <li key={`${item.type}-${item.symbol}`}>
              <strong>{item.symbol}</strong>: {item.message ?? 'Failed'}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
