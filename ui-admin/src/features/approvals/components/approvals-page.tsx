import type { Approval, ApprovalStatus } from '@tradesim/core';
import { Notice, PageHeader, Segmented, useTimedMessage } from '@tradesim/ui-kit';
import { useState } from 'react';
import { useAdminAuth } from '../../../lib/auth-context.js';
import { pickOption, useUrlState } from '../../../lib/url-state.js';
import { useStaffMay } from '../../../lib/use-staff-may.js';
import type { Decision } from './approval-card.js';
import { describeApproval, statusOptions } from './approval-labels.js';
import { ApprovalList } from './approval-list.js';
import styles from './approvals-page.module.css';
import { ApproveApprovalModal } from './approve-approval-modal.js';
import { RejectApprovalModal } from './reject-approval-modal.js';

const statuses = statusOptions.map((option) => option.value);

/**
 * Four eyes (issue 16): balance adjustments and withdrawal approvals at or above the threshold
 * wait here for a second admin. Pending, Approved and Rejected are one URL each (?status=), the
 * lists move live on `admin.approvals` events (features/live), and deciding says what happened.
 */
export function ApprovalsPage() {
  const { params, update } = useUrlState<'status'>();
  const status: ApprovalStatus = pickOption(statuses, params.get('status')) ?? 'pending';
  const { admin } = useAdminAuth();
  const may = useStaffMay();
  const [deciding, setDeciding] = useState<{ decision: Decision; approval: Approval } | null>(null);
  const notice = useTimedMessage(5000);

  const finish = (decided: Approval) => {
    setDeciding(null);
    notice.show(`${describeApproval(decided)} ${decided.status === 'approved' ? 'approved' : 'rejected'}.`);
  };

  return (
    <>
      <PageHeader title="Approvals" />
      <p className={styles.intro}>
        Balance adjustments and withdrawal approvals at or above the four-eyes threshold wait here until an
        admin other than the one who asked approves or rejects them. Nothing moves before that.
      </p>
      <div className={styles.toolbar}>
        <Segmented
          label="Status"
          options={statusOptions}
          value={status}
          onChange={(next) => update({ status: next === 'pending' ? null : next })}
        />
      </div>
      {notice.message && <Notice tone={notice.message.tone}>{notice.message.text}</Notice>}
      <ApprovalList
        status={status}
        selfId={admin?.id}
        canDecide={may('approvals', 'change')}
        onDecide={(decision, approval) => setDeciding({ decision, approval })}
      />
      {deciding?.decision === 'approve' && (
        <ApproveApprovalModal
          approval={deciding.approval}
          onClose={() => setDeciding(null)}
          onDone={finish}
        />
      )}
      {deciding?.decision === 'reject' && (
        <RejectApprovalModal approval={deciding.approval} onClose={() => setDeciding(null)} onDone={finish} />
      )}
    </>
  );
}
