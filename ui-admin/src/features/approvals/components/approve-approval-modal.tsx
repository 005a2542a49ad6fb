import type { Approval } from '@tradesim/core';
import { Button, Modal } from '@tradesim/ui-kit';
import { DecidedFirst } from '../../../components/decided-first.js';
import { useApproveRequest } from '../api/use-approvals.js';
import { useDecidedFirst } from '../api/use-decided-first.js';
import { describeApproval } from './approval-labels.js';
import { DecisionError } from './decision-error.js';

export const approveFailed = 'Failed to approve the request';

/** Approving moves the money at once, so the admin confirms what they approve first. */
export function ApproveApprovalModal({
  approval,
  onClose,
  onDone,
}: {
  approval: Approval;
  onClose(): void;
  onDone(approval: Approval): void;
}) {
  const approve = useApproveRequest(approval.id);
  const decided = useDecidedFirst(approval);
  const busy = approve.isPending;
  const confirm = () => approve.mutate(undefined, { onSuccess: (result) => onDone(result.approval) });
  return (
    <Modal
      title="Approve request"
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={confirm} disabled={busy || decided !== null}>
            {busy ? 'Approving...' : 'Approve'}
          </Button>
        </>
      }
    >
      <p>
        {describeApproval(approval)}, asked by {approval.requestedByEmail}. Approving carries it out now.
      </p>
      {decided && <DecidedFirst {...decided} />}
      {approve.isError && !decided && <DecisionError error={approve.error} fallback={approveFailed} />}
    </Modal>
  );
}
