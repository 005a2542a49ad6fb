import { isAppError } from '@tradesim/core';
import { Card, ErrorState, formatDateTime, LoadingState, Notice } from '@tradesim/ui-kit';
import { useId } from 'react';
import { needsSecondFactor } from '../../../lib/errors.js';
import { useStaffMay } from '../../../lib/use-staff-may.js';
import { useSecuritySettings, useUpdateSecuritySettings } from '../api/use-security-settings.js';
import { failureText } from './failure-notice.js';
import styles from './security-page.module.css';

export const requireMfaLabel = 'Require two-step verification for money, payment, staff and security actions';
export const loadPolicyFailed = 'Failed to load the staff policy';
export const updatePolicyFailed = 'Failed to update the staff policy';

/** The server's refusal; wanting a second factor points at the card above, on this page. */
function policyFailure(error: unknown): string {
  if (!isAppError(error) || error.status >= 500) return updatePolicyFailed;
  if (needsSecondFactor(error)) {
    return `${error.message}: use the Two-step verification card above, then try again.`;
  }
  return error.message;
}

/**
 * The staff policy (owners change it, an auditor reads it): with it on, moving money, payment
 * settings, staff and security settings need a session opened with a second factor. The
 * two-step card is on this page, so a refusal for want of one points at it.
 */
export function StaffPolicyCard({ secondFactor }: { secondFactor: boolean | undefined }) {
  const may = useStaffMay();
  const readable = may('security');
  const settings = useSecuritySettings(readable);
  const update = useUpdateSecuritySettings();
  const hintId = useId();
  if (!readable) return null;
  const canChange = may('security', 'change');
  const checked = update.isPending ? Boolean(update.variables) : Boolean(settings.data?.requireStaffMfa);
  // Turning it on from a session without a second factor locks this owner out of those actions.
  const warnSelf = canChange && secondFactor === false && !checked;
  return (
    <Card aria-labelledby="staff-policy-title" className={styles.card}>
      <h2 id="staff-policy-title" className={styles.title}>
        Staff policy
      </h2>
      {settings.isPending ? (
        <LoadingState text="Loading the staff policy..." />
      ) : !settings.data ? (
        <ErrorState
          message={`Error: ${failureText(loadPolicyFailed, settings.error)}`}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <>
          <label className={styles.switch}>
            <input
              type="checkbox"
              role="switch"
              checked={checked}
              aria-checked={checked}
              disabled={!canChange || update.isPending}
              aria-describedby={hintId}
              onChange={(event) => update.mutate(event.target.checked)}
            />
            <span>{requireMfaLabel}</span>
          </label>
          <p id={hintId} className={styles.text}>
            {canChange
              ? 'Staff who signed in without a code are asked to set up two-step verification before they adjust a balance, review a withdrawal, or change payment settings, staff or this policy.'
              : 'Only an owner can change the staff policy.'}{' '}
            Last changed {formatDateTime(settings.data.updatedAt)}.
          </p>
          {warnSelf && (
            <Notice tone="warning">
              You signed in without a code: once this is on, set up two-step verification in the card above to
              keep doing these actions.
            </Notice>
          )}
          {update.isError && <Notice tone="error">{policyFailure(update.error)}</Notice>}
        </>
      )}
    </Card>
  );
}
