import type { Approval, ApprovalStatus } from '@tradesim/core';
import { Notice, PageHeader, Segmented, useTimedMessage } from '@tradesim/ui-kit';
import { useState } from 'react';
import { pickOption, useUrlState } from '../../../lib/url-state.js';
import type { Decision } from './approval-actions.js';
import { decidedText, statusOptions } from './approval-labels.js';
import { ApprovalList } from './approval-list.js';
import styles from './approvals-page.module.css';
import { ApproveApprovalModal } from './approve-approval-modal.js';
import { RejectApprovalModal } from './reject-approval-modal.js';
import { WithdrawRequestModal } from './withdraw-request-modal.js';

const statuses = statusOptions.map((option) => option.value);

/**
 * Dual control (docs/product/admin-console.md#approvals): what one staff member asked for and a
 * second must approve waits here. Pending, Approved, Rejected and Expired are one URL each
 * (?status=), `?request=<id>` marks one request (the links from a held transaction or a staff
 * member), the lists move live on `admin.approvals` events (features/live), and deciding says
 * what happened.
 */
export function ApprovalsPage() {
  const { params, update } = useUrlState<'status' | 'request'>();
  const status: ApprovalStatus = pickOption(statuses, params.get('status')) ?? 'pending';
  const [deciding, setDeciding] = useState<{ decision: Decision; approval: Approval } | null>(null);
  const notice = useTimedMessage(5000);

  const finish = (decided: Approval) => {
    notice.show(decidedText(decided, deciding?.decision === 'withdraw'));
    setDeciding(null);
  };
  const close = () => setDeciding(null);

  return (
    <>
      <PageHeader title="Approvals" />
      <p className={styles.intro}>
        Deposits, withdrawals and balance adjustments at or above the four-eyes threshold, staff changes, the
        deposit wallet and the rules themselves wait here until a second staff member, allowed to make the
        change, approves or rejects them. Nothing changes before that; a request nobody decides expires after
        72 hours.
      </p>
      <div className={styles.toolbar}>
        <Segmented
          label="Status"
          options={statusOptions}
          value={status}
          onChange={(next) => update({ status: next === 'pending' ? null : next, request: null })}
        />
      </div>
      {notice.message && <Notice tone={notice.message.tone}>{notice.message.text}</Notice>}
      <ApprovalList
        status={status}
        highlightId={params.get('request')}
        onDecide={(decision, approval) => setDeciding({ decision, approval })}
      />
      {deciding?.decision === 'approve' && (
        <ApproveApprovalModal approval={deciding.approval} onClose={close} onDone={finish} />
      )}
      {deciding?.decision === 'reject' && (
        <RejectApprovalModal approval={deciding.approval} onClose={close} onDone={finish} />
      )}
      {deciding?.decision === 'withdraw' && (
        <WithdrawRequestModal approval={deciding.approval} onClose={close} onDone={finish} />
      )}
    </>
  );
}
