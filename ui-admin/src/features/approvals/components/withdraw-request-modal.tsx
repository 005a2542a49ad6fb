import { ConfirmModal } from '@tradesim/ui-kit';
import { DecidedFirst } from '../../../components/decided-first.js';
import { useRejectRequest } from '../api/use-approvals.js';
import { useDecidedFirst } from '../api/use-decided-first.js';
import { DecisionError, type DecisionModalProps } from './decision-error.js';

export const withdrawFailed = 'Failed to withdraw the request';
/** The reason recorded when the requester closes their own request (the reject route needs one). */
export const withdrawnReason = 'Withdrawn by the requester';

/** The requester closes their own request before anyone decides it; nothing changes. */
export function WithdrawRequestModal({ approval, onClose, onDone }: DecisionModalProps) {
  const reject = useRejectRequest(approval.id);
  const decided = useDecidedFirst(approval);
  return (
    <ConfirmModal
      title="Withdraw request"
      confirmLabel="Withdraw request"
      busyLabel="Withdrawing..."
      cancelLabel="Keep it"
      busy={reject.isPending}
      onCancel={onClose}
      onConfirm={() => reject.mutate(withdrawnReason, { onSuccess: (result) => onDone(result.approval) })}
    >
      <p>
        <strong>{approval.summary}</strong>. Withdraw your request? Nothing changes, and nobody can approve it
        any more.
      </p>
      {decided && <DecidedFirst {...decided} />}
      {reject.isError && !decided && <DecisionError error={reject.error} fallback={withdrawFailed} />}
    </ConfirmModal>
  );
}
