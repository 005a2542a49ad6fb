import type { Dashboard } from '@tradesim/core';
import { Button, formatCount, formatDateTime, Icon, Notice } from '@tradesim/ui-kit';
import { useId } from 'react';
import { errorMessage } from '../../../lib/errors.js';
import { useStaffMay } from '../../../lib/use-staff-may.js';
import { useVerifyLedger } from '../api/use-dashboard.js';
import styles from './ledger-health.module.css';

const verifyFailed = 'Failed to verify the ledger';
const mismatchesShown = 5;

/**
 * Beyond the spec: whether the double-entry ledger reconciles (docs/money.md#ledger: postings sum
 * to zero, each user's postings equal their balance, open principal equals the investments
 * account), as the dashboard last checked it, with a full check that names every mismatch.
 */
export function LedgerHealth({ ledger }: { ledger: Dashboard['ledger'] }) {
  const titleId = useId();
  const verify = useVerifyLedger();
  const may = useStaffMay();
  const result = verify.data;
  const balanced = result ? result.balanced : ledger.balanced;
  const checkedAt = result && result.checkedAt > ledger.checkedAt ? result.checkedAt : ledger.checkedAt;
  return (
    <section className={balanced ? styles.card : `${styles.card} ${styles.broken}`} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.top}>
        <span className={styles.icon} aria-hidden="true">
          <Icon name="shield" size={18} />
        </span>
        Ledger Health
      </h3>
      <p className={balanced ? styles.ok : styles.bad} data-testid="ledger-status">
        <Icon name={balanced ? 'check' : 'alert'} size={22} />
        {balanced ? 'Balanced' : 'Out of balance'}
      </p>
      <p className={styles.checked}>Checked {formatDateTime(checkedAt)}</p>
      {verify.isError && <Notice tone="error">{errorMessage(verify.error, verifyFailed)}</Notice>}
      {result?.balanced && (
        <p className={styles.detail} role="status">
          All {formatCount(result.accounts.length)} accounts reconcile; no mismatch found.
        </p>
      )}
      {result && !result.balanced && (
        <div className={styles.detail} role="alert">
          <p>
            {formatCount(result.mismatches.length)} mismatch{result.mismatches.length === 1 ? '' : 'es'}{' '}
            found:
          </p>
          <ul className={styles.mismatches}>
            {result.mismatches.slice(0, mismatchesShown).map((mismatch) => (
              <li key={`${mismatch.check}-${mismatch.account ?? ''}-${mismatch.detail}`}>
                <strong>{mismatch.check}</strong>
                {mismatch.account && ` (${mismatch.account})`}: {mismatch.detail}
              </li>
            ))}
          </ul>
          {result.mismatches.length > mismatchesShown && (
            <p>and {formatCount(result.mismatches.length - mismatchesShown)} more.</p>
          )}
        </div>
      )}
      {/* The full check reads the ledger: a role that may not (support, catalogue) sees the status only. */}
      {may('ledger') && (
        <Button
          className={styles.verify}
          variant="secondary"
          size="sm"
          onClick={() => verify.mutate()}
          disabled={verify.isPending}
        >
          {verify.isPending ? 'Verifying...' : 'Verify now'}
        </Button>
      )}
    </section>
  );
}
