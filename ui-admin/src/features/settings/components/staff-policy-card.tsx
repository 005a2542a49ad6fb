import type { Approval } from '@tradesim/core';
import { Card, formatDateTime, Notice, QueryState } from '@tradesim/ui-kit';
import { useId, useState } from 'react';
import { AwaitingApprovalNotice, PendingRequestNote } from '../../../components/awaiting-approval.js';
import { useAdminAuth } from '../../../lib/auth-context.js';
import { usePendingRequest } from '../../../lib/use-approval-list.js';
import { useStaffMay } from '../../../lib/use-staff-may.js';
import { useSecuritySettings, useUpdateSecuritySettings } from '../api/use-security-settings.js';
import { failureText } from './failure-notice.js';
import { PolicyChangeModal } from './policy-change-modal.js';
import styles from './security-page.module.css';

export const requireMfaLabel = 'Require two-step verification before staff change anything';
export const loadPolicyFailed = 'Failed to load the staff policy';

/**
 * The staff policy (owners ask to change it, a second owner approves; an auditor reads it): with
 * it on, every staff change but their own account's needs a session opened with a second factor.
 * The switch shows the policy in force; a change waiting for the second owner says so, and
 * holds the switch until it is decided.
 */
export function StaffPolicyCard({ secondFactor }: { secondFactor: boolean | undefined }) {
  const may = useStaffMay();
  const readable = may('security');
  const settings = useSecuritySettings(readable);
  const update = useUpdateSecuritySettings();
  const { admin } = useAdminAuth();
  const pending = usePendingRequest((approval) => approval.kind === 'security_settings');
  const [asking, setAsking] = useState<boolean | null>(null);
  const [awaiting, setAwaiting] = useState<Approval | null>(null);
  const hintId = useId();
  if (!readable) return null;
  const canChange = may('security', 'change');
  const checked = Boolean(settings.data?.requireStaffMfa);
  // Turning it on from a session without a second factor locks this owner out of every change.
  const warnSelf = canChange && secondFactor === false && !checked;
  return (
    <Card aria-labelledby="staff-policy-title" className={styles.card}>
      <h2 id="staff-policy-title" className={styles.title}>
        Staff policy
      </h2>
      <QueryState
        query={settings}
        loading="Loading the staff policy..."
        errorText={(error) => `Error: ${failureText(loadPolicyFailed, error)}`}
        keepData
      >
        {(policy) => (
          <>
            <label className={styles.switch}>
              <input
                type="checkbox"
                role="switch"
                checked={checked}
                aria-checked={checked}
                disabled={!canChange || pending !== undefined}
                aria-describedby={hintId}
                onChange={(event) => {
                  setAwaiting(null);
                  setAsking(event.target.checked);
                }}
              />
              <span>{requireMfaLabel}</span>
            </label>
            <p id={hintId} className={styles.text}>
              {canChange
                ? 'Staff who signed in without a code must set up two-step verification before they approve, adjust a balance, review a deposit or withdrawal, or change any setting. A change of this policy needs a second owner’s approval.'
                : 'Only an owner can ask to change the staff policy.'}{' '}
              Last changed {formatDateTime(policy.updatedAt)}.
            </p>
            {pending && <PendingRequestNote approval={pending} selfId={admin?.id} />}
            {awaiting && !pending && <AwaitingApprovalNotice approval={awaiting} />}
            {warnSelf && (
              <Notice tone="warning">
                You signed in without a code: once this is on, set up two-step verification in the card above
                to keep making changes.
              </Notice>
            )}
          </>
        )}
      </QueryState>
      {asking !== null && (
        <PolicyChangeModal
          turnOn={asking}
          update={update}
          onClose={() => {
            setAsking(null);
            update.reset();
          }}
          onAsked={(approval) => {
            setAsking(null);
            setAwaiting(approval);
          }}
        />
      )}
    </Card>
  );
}
