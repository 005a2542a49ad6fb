import type { StaffMember } from '@tradesim/core';
import { ErrorState, LoadingState, Notice, PageHeader, useTimedMessage } from '@tradesim/ui-kit';
import { useState } from 'react';
import { useAdminAuth } from '../../../lib/auth-context.js';
import { errorMessage } from '../../../lib/errors.js';
import { roleName, useStaffMay } from '../../../lib/use-staff-may.js';
import { useStaff } from '../api/use-staff.js';
import { InviteStaffForm } from './invite-staff-form.js';
import { type StaffChange, StaffChangeModal } from './staff-change-modal.js';
import { StaffInvites } from './staff-invites.js';
import { memberName } from './staff-labels.js';
import styles from './staff-page.module.css';
import { StaffTable } from './staff-table.js';

export const loadStaffFailed = 'Failed to load the staff';

/** What the notice says once a change went through. */
function doneText(change: StaffChange, member: StaffMember): string {
  const name = memberName(member);
  if (change.kind === 'role') return `${name} is now ${roleName(member.role)}.`;
  return member.disabled ? `${name} is disabled.` : `${name} is enabled.`;
}

/**
 * Staff (owners; an auditor reads it): who works in the back office with which role, whether
 * their account is active and has a second factor, when they last signed in; change a role,
 * disable or enable an account, invite someone new, and see the invitations still open.
 */
export function StaffPage() {
  const staff = useStaff();
  const { admin } = useAdminAuth();
  const canChange = useStaffMay()('staff', 'change');
  const [change, setChange] = useState<StaffChange | null>(null);
  const notice = useTimedMessage(5000);

  return (
    <>
      <PageHeader title="Staff" />
      <p className={styles.intro}>
        Who works in the back office and what their role lets them do. Changing a role or disabling an account
        signs that person out everywhere.
      </p>
      {notice.message && <Notice tone={notice.message.tone}>{notice.message.text}</Notice>}
      {staff.isPending ? (
        <LoadingState text="Loading the staff..." />
      ) : !staff.data ? (
        <ErrorState
          message={`Error: ${errorMessage(staff.error, loadStaffFailed)}`}
          onRetry={() => void staff.refetch()}
        />
      ) : (
        <div className={styles.stack}>
          <StaffTable
            members={staff.data.items}
            selfId={admin?.id}
            canChange={canChange}
            onChange={setChange}
          />
          <div className={styles.columns}>
            {canChange && <InviteStaffForm />}
            <StaffInvites invites={staff.data.invites} />
          </div>
        </div>
      )}
      {change && (
        <StaffChangeModal
          change={change}
          selfId={admin?.id}
          onClose={() => setChange(null)}
          onDone={(member) => {
            setChange(null);
            notice.show(doneText(change, member));
          }}
        />
      )}
    </>
  );
}
