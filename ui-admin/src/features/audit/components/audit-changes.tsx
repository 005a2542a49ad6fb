import type { AuditEntry } from '@tradesim/core';
import { Link } from 'react-router';
import { recordLink } from '../audit-vocabulary.js';
import { type DiffKind, diffValues, formatValue } from '../diff-values.js';
import styles from './audit-changes.module.css';

const kindText: Record<DiffKind, string> = {
  added: 'Set',
  removed: 'Removed',
  changed: 'Changed',
  unchanged: 'Unchanged',
};

/**
 * One entry opened up: where it came from, and its recorded values before and after. The before
 * and after cells name their column (data-label) for the phone layout, where each field is a card.
 */
export function AuditChanges({ entry, id }: { entry: AuditEntry; id: string }) {
  const rows = diffValues(entry.oldValues, entry.newValues);
  const link = recordLink(entry);
  return (
    <div id={id} className={styles.panel}>
      <dl className={styles.facts}>
        <div>
          <dt>Record</dt>
          <dd className={styles.mono}>
            {entry.targetLabel && <span className={styles.label}>{entry.targetLabel} </span>}
            {entry.recordId ?? 'None'}
            {link && (
              <>
                {' '}
                <Link to={link} className={styles.open}>
                  Open
                </Link>
              </>
            )}
          </dd>
        </div>
        <div>
          <dt>IP address</dt>
          <dd className={styles.mono}>{entry.ipAddress ?? 'Not recorded'}</dd>
        </div>
        <div className={styles.wide}>
          <dt>User agent</dt>
          <dd>{entry.userAgent ?? 'Not recorded'}</dd>
        </div>
      </dl>
      {rows.length === 0 ? (
        <p className={styles.none}>No values were recorded for this action.</p>
      ) : (
        <table className={styles.diff}>
          <caption className="visually-hidden">Values before and after {entry.action}</caption>
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Before</th>
              <th scope="col">After</th>
              <th scope="col">Change</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.field} className={styles[row.kind]}>
                <th scope="row" className={styles.mono}>
                  {row.field}
                </th>
                <td data-label="Before">
                  <ValueCell value={row.before} present={'before' in row} />
                </td>
                <td data-label="After">
                  <ValueCell value={row.after} present={'after' in row} />
                </td>
                <td className={styles.kind}>{kindText[row.kind]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

function ValueCell({ value, present }: { value: unknown; present: boolean }) {
  if (!present) return <span className={styles.absent}>Not recorded</span>;
  return <pre className={styles.value}>{formatValue(value)}</pre>;
}
