import { type Approval, approvalKindInfo, type StaffMember } from '@tradesim/core';
import { Notice, PageHeader, QueryState, useTimedMessage } from '@tradesim/ui-kit';
import { useState } from 'react';
import { AwaitingApprovalNotice } from '../../../components/awaiting-approval.js';
import { useAdminAuth } from '../../../lib/auth-context.js';
import { errorMessage } from '../../../lib/errors.js';
import { useApprovals } from '../../../lib/use-approval-list.js';
import { roleName, useStaffMay } from '../../../lib/use-staff-may.js';
import { useStaff } from '../api/use-staff.js';
import { InviteStaffForm } from './invite-staff-form.js';
import { type StaffChange, StaffChangeModal } from './staff-change-modal.js';
import { StaffInvites } from './staff-invites.js';
import { memberName } from './staff-labels.js';
import styles from './staff-page.module.css';
import { StaffTable } from './staff-table.js';

export const loadStaffFailed = 'Failed to load the staff';

/** What the notice says once a change went through at once (re-enabling). */
function doneText(member: StaffMember): string {
  const name = memberName(member);
  return member.disabled ? `${name} is disabled.` : `${name} is enabled (${roleName(member.role)}).`;
}

/** The requests about staff members: role changes, disabling, second-factor resets. */
const isStaffRequest = (approval: Approval) => approvalKindInfo[approval.kind].area === 'staff';

/**
 * Staff (owners; an auditor reads it): who works in the back office with which role, whether
 * their account is active and has a second factor, when they last signed in, and which of their
 * changes await a second owner; ask to change a role, disable an account or reset a second
 * factor (each approved by a second owner), enable an account, invite someone new, and see the
 * invitations still open.
 */
export function StaffPage() {
  const staff = useStaff();
  const { admin } = useAdminAuth();
  const canChange = useStaffMay()('staff', 'change');
  const pending = (useApprovals('pending').data ?? []).filter(isStaffRequest);
  const [change, setChange] = useState<StaffChange | null>(null);
  const [awaiting, setAwaiting] = useState<Approval | null>(null);
  const notice = useTimedMessage(5000);

  const done = (result: StaffMember | Approval) => {
    setChange(null);
    if ('summary' in result) {
      setAwaiting(result);
      return;
    }
    setAwaiting(null);
    notice.show(doneText(result));
  };

  return (
    <>
      <PageHeader title="Staff" />
      <p className={styles.intro}>
        Who works in the back office and what their role lets them do. Changing a role, disabling an account
        or resetting a second factor needs a second owner’s approval, then signs that person out everywhere.
      </p>
      {notice.message && <Notice tone={notice.message.tone}>{notice.message.text}</Notice>}
      {awaiting && <AwaitingApprovalNotice approval={awaiting} />}
      <QueryState
        query={staff}
        loading="Loading the staff..."
        errorText={(error) => `Error: ${errorMessage(error, loadStaffFailed)}`}
        keepData
      >
        {(list) => (
          <div className={styles.stack}>
            <StaffTable
              members={list.items}
              selfId={admin?.id}
              canChange={canChange}
              pending={pending}
              onChange={(next) => {
                setAwaiting(null);
                setChange(next);
              }}
            />
            <div className={styles.columns}>
              {canChange && <InviteStaffForm />}
              <StaffInvites invites={list.invites} />
            </div>
          </div>
        )}
      </QueryState>
      {change && (
        <StaffChangeModal change={change} selfId={admin?.id} onClose={() => setChange(null)} onDone={done} />
      )}
    </>
  );
}
