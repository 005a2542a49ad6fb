import { type BackgroundJob, bulkAddResultSchema } from '@tradesim/core';
import { formatCount } from '@tradesim/ui-kit';
import { typeLabels } from './badges.js';
import styles from './bulk-add-panel.module.css';

const outcome = { added: 'Added', skipped: 'Skipped', failed: 'Failed' } as const;

/**
 * A finished bulk add (docs/product/admin-console.md#screens): "Successfully added x/total", "Failed x/total", and the
 * symbols skipped ("Asset already exists"); then every symbol with its outcome and the reason.
 */
export function BulkAddResults({ job }: { job: BackgroundJob }) {
  const parsed = bulkAddResultSchema.safeParse(job.result);
  if (!parsed.success) return null;
  const result = parsed.data;
  const total = formatCount(job.progress.total);
  return (
    <div className={styles.results}>
      <ul className={styles.summary} aria-label="Bulk add summary">
        <li className={result.added > 0 ? styles.good : styles.neutral}>
          Successfully added {formatCount(result.added)}/{total}
        </li>
        <li className={styles.neutral}>
          Skipped {formatCount(result.skipped)}/{total} (already listed)
        </li>
        <li className={result.failed > 0 ? styles.bad : styles.neutral}>
          Failed {formatCount(result.failed)}/{total}
        </li>
      </ul>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling list must be reachable by keyboard to be scrolled. */}
      <section className={styles.scroll} tabIndex={0} aria-label="Bulk add results by symbol">
        <table className={styles.itemTable}>
          <thead>
            <tr>
              <th scope="col">Symbol</th>
              <th scope="col">Type</th>
              <th scope="col">Result</th>
            </tr>
          </thead>
          <tbody>
            {result.results.map((item) => (
              <tr key={`${item.type}-${item.symbol}`}>
                <td className={styles.symbolCell}>{item.symbol}</td>
                <td>{typeLabels[item.type]}</td>
                <td className={item.status === 'failed' ? styles.bad : undefined}>
                  {outcome[item.status]}
                  {item.message ? `: ${item.message}` : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
